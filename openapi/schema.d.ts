/**
 * Generated from openapi/ by `npm run gen:api`. Do not edit.
 */

export interface paths {
    "/general/absence_history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Absences (paged, filtered), latest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`. A company sees only the absences recorded against it.
         */
        post: operations["listAbsenceHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/absence_history/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export the absence history (CSV or XLSX) */
        post: operations["exportAbsenceHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/absence_history/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that a company missed its approved appointment
         * @description Only an approved appointment whose time has passed and for which no absence is recorded yet (422 on
         *     `appointment_id` otherwise); `company_id` must be the assignment's receiving company (422 on `company_id`).
         *     The assignment goes back to awaiting an appointment (its RECORD_ABSENCE) in the same transaction; the
         *     appointment keeps its status and takes no more events.
         */
        post: operations["storeAbsence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/alliance/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the alliances the caller sees (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportAlliances"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/alliance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Alliances (paged, filtered), for /alliances
         * @description The alliances page needs no permission (spec 000 §6): a signed-in account sees the
         *     alliances its company belongs to or leads (a sub-employee sees its main account's); an
         *     account holding `alliance-manage` sees them all. `search` matches the alliance's name or a
         *     member's name or company name.
         */
        post: operations["listAlliances"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/alliance/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One alliance with its leader and members
         * @description Seen by its own members and by accounts holding `alliance-manage`; anyone else gets 404.
         */
        get: operations["getAlliance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/alliance/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Companies that may be chosen as alliance members (searchable)
         * @description Active main accounts of the company types (service provider, raft company, sharer,
         *     contractor), matching `search` on name, company name, e-mail or username, at most `limit`
         *     of them, each with the alliance it already belongs to. With `available=1` only companies
         *     in no alliance are listed.
         */
        get: operations["listAllianceCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/alliance/store_with_members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an alliance with its leader and members (spec 000 §7)
         * @description `name` is required and unique ("The name has already been taken"). The leader is a member
         *     (added to `members` when missing) and the alliance needs at least one other member (422 on
         *     `members`). Every member must be an active company account (422 on `members` or
         *     `leader_id`); a company already in another alliance answers 409 naming that alliance, and
         *     nothing is written. Written with an audit row.
         */
        post: operations["createAlliance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/alliance/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename an alliance (spec 000 §7)
         * @description The new name is required and unique (422 on `name`). Written with an audit row (old and new name).
         */
        post: operations["renameAlliance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/alliance/change_Leader": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make another member the alliance's leader (spec 000 §7)
         * @description The new leader must already be a member (422 on `leader_id`); the former leader stays a
         *     member. Choosing the current leader answers 409 with code "104" (already done). Written
         *     with an audit row (old and new leader).
         */
        post: operations["changeAllianceLeader"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/alliance/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dissolve an alliance (ours)
         * @description Removes the alliance and all its memberships; its companies may then join others. Written with an audit row holding the alliance as it was.
         */
        post: operations["deleteAlliance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/alliance_members/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a company to an alliance (spec 000 §7)
         * @description The company must be an active company account (422 on `member_id`). A company already in
         *     another alliance answers 409 naming it; one already in this alliance answers 409 with code
         *     "104". Written with an audit row.
         */
        post: operations["addAllianceMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/alliance_members/remove_member": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a company from an alliance (spec 000 §7)
         * @description The leader cannot be removed (choose another leader first), nor the last member besides the
         *     leader (dissolve the alliance instead): both answer 409 and change nothing. A company that
         *     is not a member answers 422 on `member_id`. Written with an audit row.
         */
        post: operations["removeAllianceMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Appointments (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listAppointments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/appointments/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the appointments list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportAppointments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/appointments/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One appointment */
        get: operations["getAppointment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/appointments/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a handover appointment for an assignment awaiting one
         * @description Creates the appointment `pending` (the company's confirmation) and sends its assignment SCHEDULE_APPOINTMENT
         *     (pending → appointment) in the same transaction: a refusal of either changes nothing. 422 on `appointment` for a
         *     past instant or one already booked in the assignment's square; 409 (in words) when the assignment is not awaiting
         *     an appointment (one open appointment per assignment).
         */
        post: operations["createAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/appointments/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-schedule an appointment (RESCHEDULE → pending)
         * @description A new, future, free instant in the square (422 on `appointment` otherwise); the company confirms it again. A missed appointment is not re-scheduled (409). `version` when sent must be the current one (409).
         */
        post: operations["updateAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/appointments/approve/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The receiving company confirms the date (APPROVE, ours)
         * @description Only the company the appointment was made with (or its employees) answers it; staff and other companies get 403, another company's appointment is 404. A missed appointment, or one already answered, is a 409 in words.
         */
        post: operations["approveAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/appointments/reject/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The receiving company declines the date with a reason (REJECT, ours; "A reject cause is required")
         * @description Only the company the appointment was made with (or its employees) answers it; staff and other companies get 403, another company's appointment is 404. A missed appointment, or one already answered, is a 409 in words.
         */
        post: operations["rejectAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/appointments/assignable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the booking screen picks from (ours)
         * @description The squares with how many assignments await an appointment in each; with `square_id`, those assignments (status pending) with their camp and company; with `day` as well, the appointments already booked in the square that day (Makkah time), to show clashes.
         */
        get: operations["assignableAppointments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/appointments/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an appointment the company has not approved yet
         * @description The assignment goes back to awaiting an appointment (its CANCEL_APPOINTMENT) in the same transaction. An approved or missed appointment is a 409 in words. Written with an audit row holding what it was.
         */
        delete: operations["deleteAppointment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Camp assignments (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listAssign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/assign/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the camp assignments list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportAssign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/assign/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One assignment */
        get: operations["getAssignment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/assign/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a camp to a receiving company
         * @description Written with an audit row, in the `assignment` lifecycle's initial status (pending: awaiting an appointment).
         *     Every bad input is a 422 on its field (the square must be the camp's square, 422 on camp_id; the receiver
         *     must be an active company account; receiver_cr is 10 digits); a camp that already has a live assignment
         *     (any status but returned) is a 409 with the reason in words (spec 000 §8: the screen shows it as a danger
         *     notification). Staff only: a company is refused (403).
         */
        post: operations["createAssignment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/assign/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an assignment
         * @description Only while it awaits its appointment (pending); later steps go through the lifecycle (409 otherwise). The
         *     same rules as adding it. The version the user edited must be the current one (409 otherwise). Written with
         *     an audit row of the old and new values.
         */
        post: operations["updateAssignment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/assign/return/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The camp is given back (the assignment machine's RETURN)
         * @description Through the one runtime (machines/assignment): refused in the order 403 → 404 (missing or another
         *     company's) → 409 (the status does not take it: the handover is in progress, or it is returned already,
         *     code 104) → 409 (the record changed since `version`). Nothing changes on a refusal.
         */
        post: operations["returnAssignment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/assign/re-customization/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A returned camp goes to another company (the assignment machine's RE_CUSTOMIZE)
         * @description /assign/re-customization/{id}. The new receiver must be an active company account other than the current
         *     one (422 on receiver_company_id), its receiver_cr 10 digits; the camp must have no other live assignment
         *     (409). The assignment then awaits an appointment again (pending) and its contract is unsigned.
         */
        post: operations["reCustomizeAssignment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/assign/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Receiving companies to choose from
         * @description Active service provider and raft company accounts (main accounts) whose name, company name or CR contains `search`, by name; at most 50.
         */
        get: operations["listAssignReceivers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/audit-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The audit log (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`. Each row says which record
         *     (table and id), what happened (event, module, method, message), who did it and when, and which fields changed; the
         *     values themselves are read one entry at a time (`GET /general/audit-logs/{id}`). Secrets (passwords and their
         *     hashes, tokens, verification codes…) are never answered.
         */
        post: operations["listAuditLogs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/audit-logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One audit entry with its old and new values
         * @description The entry's row and the record's values before and after the change, with secret fields replaced by `[redacted]`.
         */
        get: operations["getAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Wrong e-mail or password answers 422 with `errors.email` (the same message whether or not the
         *     account exists). A pending or rejected account answers 403 "account not active" with a
         *     registration-only session in `data` so the applicant can reach the registration forms; a
         *     disabled account answers 403 without one. Attempts are throttled per minute (server/auth/throttle.ts): 5 for one e-mail from one
         *     address, 10 for one e-mail from any address, 20 from one address over any e-mails; past a
         *     limit the answer is 429, the same for e-mails with and without an account.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out (revokes the token) */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/permission-me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account, its roles and permission strings */
        get: operations["permissionMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/camps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Camps (paged, filtered), square by square
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listCamps"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/camps/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the camps list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportCamps"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/camps/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One camp */
        get: operations["getCamp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/camps/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a camp
         * @description Written with an audit row. Records follow the `camp` lifecycle (machines/camp); their status changes only through it.
         */
        post: operations["createCamp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/camps/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a camp
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateCamp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/camps/transition/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a camp an event of its lifecycle
         * @description The event goes to the record's `camp` machine (machines/camp) through the one runtime: refused
         *     in the order 403 (no right to send it) → 404 (missing) → 422 (its rules) → 409 (the status
         *     does not take it, or the record changed since `version`); nothing changes on a refusal. The
         *     event's payload fields travel beside `event`. Which events a record takes now, and why not the
         *     others: GET /workflows/camp/records/{id}/events.
         */
        post: operations["transitionCamp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/camps/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a camp (ours; the administrator's)
         * @description The spec has no camp deletion; ours removes a camp entered by mistake. A camp other records still use (an assignment) is not deleted (409). Written with an audit row holding what it was.
         */
        post: operations["deleteCamp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/licenseCarOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Car licence requests (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`. A company sees only its own records; another company's record answers 404.
         */
        post: operations["listCarLicenceOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/licenseCarOrder/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the car licence requests list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language. A company sees only its own records; another company's record answers 404.
         */
        post: operations["exportCarLicenceOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/licenseCarOrder/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One car licence request (ours; the view and update screens read it)
         * @description A rejected request can be neither viewed nor updated (spec 001 §6, §8) — 409 "You can't view or update a rejected licence request". A company sees only its own requests; another company's answers 404.
         */
        get: operations["getCarLicenceOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/licenseCarOrder/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a car licence (ours; /request-licenses/new)
         * @description Created pending, written with an audit row. Records follow the `carLicenceOrder` lifecycle (machines/carLicenceOrder); their status changes only through it. A company sees only its own records; another company's record answers 404.
         */
        post: operations["createCarLicenceOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/licenseCarOrder/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a car licence request (ours; /request-licenses/update/{id})
         * @description The machine's UPDATE event — only a pending request is changed; a rejected one answers 409 "You can't view or update a rejected licence request", an approved or cancelled one "Unallowed action!". The version the user edited must be the current one (409 otherwise). Written with the history row and an audit row.
         */
        post: operations["updateCarLicenceOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/licenseCarOrder/transition/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a car licence request (ours)
         * @description The event goes to the record's `carLicenceOrder` machine (machines/carLicenceOrder) through the one runtime: refused
         *     in the order 403 (no right to send it) → 404 (missing or another company's) → 422 (its rules) → 409 (the status
         *     does not take it, or the record changed since `version`); nothing changes on a refusal. The
         *     event's payload fields travel beside `event`. Which events a record takes now, and why not the
         *     others: GET /workflows/carLicenceOrder/records/{id}/events.
         */
        post: operations["transitionCarLicenceOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/licenseCarOrder/cancel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a car licence request (spec 000 §7, 001 §7)
         * @description The requester withdraws a pending request (the machine's CANCEL); the answer carries `data.licenseCarOrder.status` as the spec reads it. Cancelling a cancelled request is refused (409, "The request is already cancelled", code 104); an approved or rejected one "Unallowed action!". Nothing changes on a refusal.
         */
        post: operations["cancelCarLicenceOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/licenseCarOrder/license/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The car licence as an A4 PDF with its QR code (ours, on the orders' license/{id}/pdf)
         * @description Made on the server (server/licence/pdf.ts). 409 before the licence is approved; another company's record is a 404.
         */
        get: operations["carLicencePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/licenseCarOrder/qr/{qr}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify a car licence by its QR code (public: /request-licenses/qr/{qr}; ours, on the orders' qr/{qr})
         * @description No sign-in. Whether the licence is valid today, whose and until when; an unknown or forged code is a 404 "licence
         *     not found". The code is unguessable (24 random bytes), given when the licence is approved.
         */
        get: operations["verifyCarLicence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Categories (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/categories/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the categories list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/categories/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One category */
        get: operations["getCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/categories/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a category
         * @description Written with an audit row. A name already used (either language, any case) is a 422 on its field.
         */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/categories/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a category
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/clearance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Companies' clearances (paged, filtered), newest first (spec 001 §7)
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`. Each row is one company's
         *     clearance with its initiator, its derived `clearance_status` and its votes.
         *
         *     Who sees what: a holder of `re-assign-clearance` sees every company's clearance; anyone else sees the clearances
         *     they vote on and their own company's (read only). `mine: 1` narrows to the clearances the caller votes on
         *     (/clearance-kidana, `clearance-kidana-index`). A clearance the caller may not see is never listed.
         */
        post: operations["listClearances"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/clearance/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's vote on a company's clearance (spec 001 §7)
         * @description Sets the caller's own vote on the clearance of `company_id` (spec 001 §4: a vote of accept sets clearance_status to
         *     accept, a vote of reject sets it to reject) through the vote's `clearance` machine, in one transaction with its
         *     history and audit rows. A reject needs `reason` (422 on `reason`); a vote other than accept or reject is a 422 on
         *     `vote`. Voting the same again is refused (409, "Already accepted" / "Already rejected", code 104); a vote may change.
         *     A company with no clearance, or one the caller does not vote on, answers 404; `company_id` of no account is a 422.
         *     With `version`, a vote changed meanwhile answers 409. Nothing changes on a refusal.
         */
        post: operations["voteClearance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/clearance/initiate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a company's clearance, or add voters to it (ours)
         * @description Staff with `re-assign-clearance` start the clearance of `company_id` with the voters `voter_ids` (active accounts,
         *     picked by account type with GET general/reassign_form/get-user-of-type/{type_id}); the caller is its initiator.
         *     Each voter's vote starts `pending` (the machine's initial status, with its history and audit rows). On a company
         *     whose clearance has started, the voters not on it yet are added (those already on it keep their votes) and the
         *     initiator stays. 422 on `company_id` when it is not an active company account, on `voter_ids` when empty, when
         *     a voter is not an active account, or is the company itself. Answers 201 with the clearance.
         */
        post: operations["initiateClearance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/clearance/{company_id}/{voter_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One voter's decision on a company's clearance, with its history (spec 001 §2 /clearance/{company_id}/{voter_id})
         * @description The vote of `voter_id` on the clearance of `company_id`, the company's clearance (with every vote) and the vote's
         *     history (each transition of its machine, oldest first). Seen by staff with `re-assign-clearance`, by the voter and
         *     by the company itself; anyone else — and a pair with no vote — answers 404. Which events the vote takes now:
         *     GET /workflows/clearance/records/{id}/events with the vote's `id`.
         */
        get: operations["getClearanceVote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Countries (paged, filtered), by name
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listCountries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/countries/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the countries list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportCountries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/countries/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One country */
        get: operations["getCountry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/countries/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a country
         * @description Written with an audit row.
         */
        post: operations["createCountry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/countries/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a country
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateCountry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/countries/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a country
         * @description The spec's DELETE. A country other records still use (an assignment's country) is not deleted (409). Written with an audit row holding what it was.
         */
        delete: operations["deleteCountry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a stored file
         * @description Streams the file with its type and name. Who may read it: its owner (the account that uploaded
         *     it, registration-only sessions included, so applicants see their own documents), and portal
         *     users holding `user-view` when the file is one of an account's registration documents, its
         *     signature or its stamp. Anyone else gets 404, as for a missing file, so ids cannot be probed.
         *     Photos and PDFs open in the browser; anything else, or `download=1`, downloads.
         */
        get: operations["downloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forms (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`. Every type but temp_license (those are the temporary-licence forms' own screen).
         */
        post: operations["listForms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/forms/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the forms list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportForms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/forms/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One form with its signers and its questions in order, each with its price */
        get: operations["getForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/forms/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a form
         * @description Its signers (signers[i][type_id], signer_num 1) and its questions in order (questions[i][question_id], questions[i][price]). Written with an audit row.
         */
        post: operations["createForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/forms/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a form
         * @description Its fields, signers and questions are replaced by the ones sent. The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/forms/questions-price/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the price of each question of a form (SAR)
         * @description prices[i][question_id] and prices[i][price]; every question sent must be one of the form's. The version the user edited must be the current one (409 otherwise). Written with an audit row.
         */
        post: operations["updateFormQuestionPrices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/forms/question-choices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The questions a form may ask (the form editor's choice), newest first */
        get: operations["listFormQuestionChoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp-licenses-forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Temporary-licence forms (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`. Always of type temp_license (the temporary-licence forms of spec 001).
         */
        post: operations["listTempLicenseForms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp-licenses-forms/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the temporary-licence forms list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportTempLicenseForms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp-licenses-forms/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One temporary-licence form with its signers and its questions in order, each with its price */
        get: operations["getTempLicenseForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp-licenses-forms/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a temporary-licence form
         * @description Its signers (signers[i][type_id], signer_num 1) and its questions in order (questions[i][question_id], questions[i][price]). Written with an audit row.
         */
        post: operations["createTempLicenseForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp-licenses-forms/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a temporary-licence form
         * @description Its fields, signers and questions are replaced by the ones sent. The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateTempLicenseForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/guide_offices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Engineering guide offices (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listGuides"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/guide_offices/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the engineering guide offices list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportGuides"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/guide_offices/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One engineering guide */
        get: operations["getGuide"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/guide_offices/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an engineering guide
         * @description Written with an audit row.
         */
        post: operations["createGuide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/guide_offices/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an engineering guide
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateGuide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/guide_offices/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an engineering guide
         * @description A record other records still use is not deleted (409). Written with an audit row holding what it was.
         */
        post: operations["deleteGuide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/appointments/forms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The handover forms (type assign) of an appointment, each with whether it is answered and its signatures (ours) */
        get: operations["appointmentForms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/forms/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer the handover form at the assignment's current approved appointment (assignment ANSWER_FORM; ours)
         * @description Answers as indexed fields `answers[0][question_id]`, `answers[0][answer]` (a choice's answer is its option id, yes_no is yes or no). Creates one unsigned signature per signer of the form, in the same transaction. 422 on `answers.<question_id>`.
         */
        post: operations["answerHandoverForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/forms/update-answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the answers while no signer has signed (assignment EDIT_FORM; ours) */
        post: operations["updateHandoverAnswers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/forms/sign-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's signature on an answered handover form (signature SIGN; the last one delivers the assignment)
         * @description assign_camp_id (or appointment_id) and form_id. The caller's account type must sign the form (403) and the caller must have a signature on their profile (422 on `signature`).
         */
        post: operations["signHandoverForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/contracts/sign-contract/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign the handover contract of an assignment (id = the assignment; signature SIGN) */
        get: operations["signContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/contracts/awaiting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The assignments whose handover awaits the caller's account type's signature (ours; the bulk-signature screen) */
        get: operations["awaitingSignatures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/contracts/bulk-sign/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Which of these assignments the caller can bulk-sign now, and why not the others (ours) */
        post: operations["bulkSignPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/contracts/bulk-sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign many assignments' handovers (signature BULK_SIGN), each in its own transaction, with a report per assignment */
        post: operations["bulkSignContracts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/forms/answers/{assign_camp_id}/{form_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The answered handover form, read-only (questions with answers, signatures with who, when and the signature image; ours) */
        get: operations["handoverAnswers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invoices (paged, filtered), newest first (spec 001 §7 list)
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`. Staff see every company's invoices; a company only its own.
         */
        post: operations["listInvoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/invoices/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export the invoices list (CSV or XLSX; ours) */
        post: operations["exportInvoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/invoices/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the invoice form needs (spec 001 §7 create) — the companies and the VAT rate */
        get: operations["invoiceForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/invoices/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue an invoice to a company (spec 001 §7 store)
         * @description Created `pending` by the machine with its history and audit rows. Each line's VAT (15 %) is computed on the line and rounded half up to the halala; the totals are the lines' sums. The seller's name and VAT number are kept as printed.
         */
        post: operations["createInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/invoices/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a pending invoice (ours, /invoices/edit/{id}; the machine's UPDATE)
         * @description Only while pending (409 "Unallowed action!" otherwise); the version edited must be the current one. Lines are replaced as sent, totals recomputed.
         */
        post: operations["updateInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/invoices/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One invoice with its lines, totals, e-invoice QR text and the events it takes for the caller (spec 001 §7 details/{id})
         * @description Another company's invoice answers 404.
         */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/invoices/pdf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The printed simplified tax invoice, A4 PDF in Arabic with the e-invoice QR code (ours; /invoices/{id})
         * @description Another company's invoice answers 404; a cancelled one 409.
         */
        get: operations["invoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/invoices/upload_docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The company uploads its proof of payment (spec 001 §7 upload_docs; the machine's UPLOAD_ATTACHMENT)
         * @description The invoice's company, while it is pending, under review or rejected; PDF or image, 2 MB, sniffed (422 on `attachment`).
         */
        post: operations["uploadInvoiceDocs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/invoices/change_state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject the invoice's proof of payment (spec 001 §7 change_state; APPROVE / REJECT)
         * @description Staff with clearance-invoices-index; `status` is the status asked for (`approved`, or `rejected` with `rejection_reason`). Only an invoice whose attachment awaits review takes it (409 otherwise).
         */
        post: operations["changeInvoiceState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/invoices/cancel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw an invoice before approval (spec 001 §7 cancel/{id}; CANCEL) */
        post: operations["cancelInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/invoices/logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every change of the invoice, oldest first (spec 001 §7 logs/{id}) */
        get: operations["invoiceLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp_licenses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Licences (paged, filtered), by name
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listLicenses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp_licenses/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the licences list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportLicenses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp_licenses/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One licence */
        get: operations["getLicense"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp_licenses/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a licence
         * @description Written with an audit row.
         */
        post: operations["createLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp_licenses/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a licence
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp_licenses/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a licence
         * @description A record other records still use is not deleted (409). Written with an audit row holding what it was.
         */
        post: operations["deleteLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{workflow}/records/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The events a record's status accepts, each allowed or refused with its reason
         * @description For one record of a lifecycle (`workflow` is the machine's id, e.g. `userAccount`,
         *     `notification`): its status and version, and every event its status accepts, in the
         *     machine's order, with its label, whether the caller may send it now (`allowed`) and,
         *     when not, why (`reason`, in the caller's language: first the caller's right, then the
         *     machine's rules on the record). `fields` names the payload fields the event's rules
         *     require (a screen asks for them); `confirm` is the question to ask before sending.
         *     A record the caller may not see is answered 404 like a missing one, and so is a
         *     workflow the server does not run yet. The screens show, disable and explain actions
         *     from this answer; the server still decides when the event is sent.
         */
        get: operations["listRecordEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-guide_offices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Location engineering guides (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listLocationGuides"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-guide_offices/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the location engineering guides list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportLocationGuides"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-guide_offices/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One location engineering guide */
        get: operations["getLocationGuide"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-guide_offices/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a location engineering guide
         * @description Written with an audit row.
         */
        post: operations["createLocationGuide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-guide_offices/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a location engineering guide
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateLocationGuide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-guide_offices/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a location engineering guide
         * @description A record other records still use is not deleted (409). Written with an audit row holding what it was.
         */
        post: operations["deleteLocationGuide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-temp_licenses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Location licences (paged, filtered), by name
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listLocationLicenses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-temp_licenses/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the location licences list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportLocationLicenses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-temp_licenses/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One location licence */
        get: operations["getLocationLicense"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-temp_licenses/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a location licence
         * @description Written with an audit row.
         */
        post: operations["createLocationLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-temp_licenses/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a location licence
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateLocationLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-temp_licenses/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a location licence
         * @description A record other records still use is not deleted (409). Written with an audit row holding what it was.
         */
        post: operations["deleteLocationLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-pledges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Location pledges (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listLocationPledges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-pledges/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the location pledges list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportLocationPledges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-pledges/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One location pledge */
        get: operations["getLocationPledge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-pledges/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a location pledge
         * @description Written with an audit row.
         */
        post: operations["createLocationPledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-pledges/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a location pledge
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateLocationPledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-pledges/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a location pledge
         * @description A record other records still use is not deleted (409). Written with an audit row holding what it was.
         */
        post: operations["deleteLocationPledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-services/inputs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Location service inputs (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listLocationServiceInputs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-services/inputs/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the location service inputs list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportLocationServiceInputs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-services/inputs/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One input */
        get: operations["getLocationInputService"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-services/inputs/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an input
         * @description Written with an audit row.
         */
        post: operations["createLocationInputService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-services/inputs/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an input
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateLocationInputService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-services/inputs/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an input
         * @description A record other records still use is not deleted (409). Written with an audit row holding what it was.
         */
        post: operations["deleteLocationInputService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Location services (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listLocationServices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-services/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the location services list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportLocationServices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-services/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One service */
        get: operations["getLocationService"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-services/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a service
         * @description Written with an audit row.
         */
        post: operations["createLocationService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-services/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a service
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateLocationService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-services/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a service
         * @description A record other records still use is not deleted (409). Written with an audit row holding what it was.
         */
        post: operations["deleteLocationService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-specialist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Location specialties (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listLocationSpecialists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-specialist/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the location specialties list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportLocationSpecialists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-specialist/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One specialty */
        get: operations["getLocationSpecialist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-specialist/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a specialty
         * @description Written with an audit row.
         */
        post: operations["createLocationSpecialist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-specialist/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a specialty
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateLocationSpecialist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-specialist/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a specialty
         * @description A record other records still use is not deleted (409). Written with an audit row holding what it was.
         */
        post: operations["deleteLocationSpecialist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/notification/user_notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signed-in user's notifications (the bell), newest first
         * @description Spec 000 §7: `?page` for the next page ("see more"), or a body `{all: true}` for every one
         *     ("show all"). Also answers the unread count and whether a required questionnaire waits
         *     (spec 000 §3, §8). Questionnaires do not exist yet, so `questionnaire_required` is 0 and
         *     `questionnaire_id` null until that area sets them. The screens call it after each guarded
         *     navigation (spec 000 §5). `search` and `is_seen` narrow the list on the full-page inbox.
         */
        post: operations["userNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/notification/make_notification_seen/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mark one of the user's notifications seen
         * @description Spec 000 §4, §7: an unseen notification becomes seen and the unread count drops by one;
         *     the screen then follows the notification's link if it has one. Marking a seen one again
         *     changes nothing. Another user's notification is 404 (nobody learns it exists).
         */
        get: operations["makeNotificationSeen"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/notification/clear_notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark all of the user's notifications seen
         * @description Spec 000 §4, §7: no body; sent only while the unread count is above 0, and clearing sets it
         *     to 0. With nothing unread the call is refused (409) and nothing changes.
         */
        post: operations["clearNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/notification/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the sent notifications the caller sees (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportNotificationSends"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sent notifications (paged, filtered)
         * @description The /notifications register: what was sent, to whom (a user type, or chosen users of it),
         *     by whom, when, how many it reached and how many have seen it. A holder of
         *     `notification-create` sees every send; anyone else sees only the sends they made.
         */
        post: operations["listNotificationSends"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/notification/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a notification to a user type or to chosen users
         * @description Spec 000 §3 "Notification form: type_id, custome_user, user_id". With `custome_user` 0 it
         *     goes to every active user of `type_id`; with 1, to the chosen `user_id` list (each an active
         *     user of that type). One notification row per recipient is written by a single
         *     INSERT … SELECT, with the send, its author and audience, and an audit row, in one
         *     transaction. An audience with nobody in it is refused (422) and nothing is written.
         */
        post: operations["createNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/notification/recipients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Who a send reached and whether each has seen it (paged) */
        post: operations["listNotificationRecipients"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/notification/users-of-type/{type_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active users of an account type, to choose recipients from */
        get: operations["notificationAudienceUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Orders (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`. Each party sees its own inbox:
         *     the receiving company the orders it receives; a design office, contractor, consultant or garbage company the orders it is
         *     named on; a sharer the orders it signs; the authority and the service centres every order.
         */
        post: operations["listOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the orders list (CSV or XLSX)
         * @description The same body and the same visibility as the list (no paging); headings in the caller's language.
         */
        post: operations["exportOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/get-order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order, as its form edits it */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Everything about one order (/orders/details/{id})
         * @description The order with its services, pledge uploads (with their statuses), parties, sharers' signatures, history and
         *     the events its status offers the caller (each with why not, when refused).
         */
        post: operations["orderDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an order (a draft)
         * @description The receiver rule (spec 001 §5): for service_provider and gov callers receiver_id is the caller's company whatever is
         *     sent; others keep the supplied receiver or default to their own company. The camp must be assigned to the receiver
         *     (a live assignment), the design office an active design office, each service a service of the catalogue, once.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an order (UPDATE: a draft or returned order, by its owner)
         * @description The same rules as store; the version the user edited must be the current one (409 otherwise).
         */
        post: operations["updateOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/destroy/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a draft order
         * @description Only a draft is deleted (it has no history to keep); a sent order answers 409 "Unallowed action!" — it is cancelled through a request instead.
         */
        delete: operations["destroyOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/send/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the order to its design office (SUBMIT; ours: the spec names no path)
         * @description Refused with the spec's messages while "The order is not complete yet" (no service), "There are services without specified
         *     specialties", "There are pledges not uploaded or not processed" or "There are rejected attachments not corrected".
         */
        post: operations["submitOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/send-to-tsleem/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the signed order to the tsleem authority (SEND_TO_TSLEEM; ours)
         * @description Refused with "The order is not complete yet" while a sharer has not signed.
         */
        post: operations["sendOrderToTsleem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve (the design office in design review; tsleem, with the licence end date, in processing)
         * @description The id travels in the body (the spec's call). Tsleem's approval issues the licence until `license_end_date`.
         */
        post: operations["approveOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/disapprove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disapprove with a reason: back to the owner (design office or tsleem) */
        post: operations["disapproveOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject for good, with a reason (tsleem; ours: "reject by the tsleem authority") */
        post: operations["rejectOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/update-receiver/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hand the order to another receiving company (the authority and the service centres) */
        post: operations["updateOrderReceiver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/add-specialist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to change the specialty (waits for the design office) */
        post: operations["addOrderSpecialist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/approve-add-specialist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The design office approves or rejects the specialty change */
        post: operations["approveOrderSpecialist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/cancel-by-tsleem/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel by the tsleem authority, with a reason */
        post: operations["cancelOrderByTsleem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/extend_license/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Extend the licence to a later end date */
        post: operations["extendOrderLicence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/updateContractorsList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The companies that may be chosen as contractor or consultant (never a blacklisted one) */
        post: operations["orderCandidates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/updateContracter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose the contractor (CHOOSE_CONTRACTOR) */
        post: operations["chooseOrderContractor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/updateConsulting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose the consultant (CHOOSE_CONSULTANT) */
        post: operations["chooseOrderConsultant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/updateBoth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose the contractor and the consultant in one call (both or neither) */
        post: operations["chooseOrderParties"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/contracting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The contractor accepts or declines (status=disapprove, with a reason) */
        post: operations["orderContracting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/consulting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The consultant accepts or declines (status=disapprove, with a reason) */
        post: operations["orderConsulting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/add-gis-img/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the GIS image (tsleem) */
        post: operations["addOrderGisImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/square-by-camp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The square of a camp (the form fills it in) */
        post: operations["orderSquareByCamp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/elect-meter/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enter the electric meter (/orders/elect-meter/{id}; ours) */
        post: operations["setOrderElectricMeter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/electricity_delivery/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Arrange electricity delivery */
        post: operations["orderElectricityDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/pledges/upload/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a signed pledge for the order (ours: the spec does not show the pledge-attachment paths)
         * @description A first upload of a pledge starts pending; a new upload of a pledge whose last upload was rejected replaces it (REPLACE); an approved one
         *     is not replaced ("You can't request cancellation of the attachment."). The order must be a draft or returned.
         */
        post: operations["uploadOrderPledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/pledges/approve/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pledge upload (the id is the upload's) */
        post: operations["approveOrderPledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/pledges/reject/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pledge upload with a reason */
        post: operations["rejectOrderPledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/license/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The licence of a licensed order (/orders/license/{id}) */
        get: operations["orderLicence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/license/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The licence as an A4 PDF (made on the server) */
        get: operations["orderLicencePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/qr/{qr}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify a licence by its QR code (public: /orders/qr/{qr})
         * @description No sign-in. Answers whether the licence is valid today, for which camp and company, until when; an unknown or
         *     forged code is a 404 "licence not found". The code is unguessable (24 random bytes).
         */
        get: operations["verifyOrderLicence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location_order_sign/sign/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A sharer signs the order (id: the order's) */
        post: operations["signOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location_order_sign/unsign/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A sharer withdraws its signature */
        post: operations["unsignOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/canceled_requests/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel requests (/cancel-requests; ours: the spec names the screen, not the list call)
         * @description The authority's desk sees every request; a company the requests on its own orders. Filters: status, type.
         */
        post: operations["listOrderCancelRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/canceled_requests/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to cancel an order, with a reason (the owner)
         * @description Refused (409) when the order's status cannot be cancelled (a draft is deleted instead) or a request of the kind is already open.
         */
        post: operations["storeOrderCancelRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/canceled_requests/update_contractor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to replace the accepted contractor with another (the owner) */
        post: operations["requestOrderContractorChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/canceled_requests/update_consultant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to replace the accepted consultant with another (the owner) */
        post: operations["requestOrderConsultantChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/canceled_requests/change_request_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a cancel request (the authority); approving applies it to the order
         * @description status=approved sends the order CANCEL, CHANGE_CONTRACTOR or CHANGE_CONSULTANT in the same transaction (its rules apply: a refusal
         *     there refuses the approval and changes nothing); status=rejected needs a rejection_reason. Deciding twice: 409 "already decided" (code 104).
         */
        post: operations["changeOrderCancelRequestStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/updateGarbage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose the garbage company of a licensed order (CHOOSE_GARBAGE_COMPANY; ours, on the updateContracter pattern) */
        post: operations["chooseOrderGarbageCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/achive_reports/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Achievement reports (/reports; the spec's achive_reports)
         * @description The authority sees every report; a consultant the reports it filed; a company the reports on its orders. Filters: status, order_id.
         */
        post: operations["listOrderReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/achive_reports/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One achievement report (/reports/{id}) */
        post: operations["orderReportDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/achive_reports/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * File an achievement report on a licensed order (its consultant)
         * @description Only the order's consultant files one, while the order is licensed (409 otherwise). The order's earlier undecided reports become old
         *     (SUPERSEDE) in the same transaction.
         */
        post: operations["storeOrderReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/achive_reports/approve/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve an achievement report (the authority) */
        post: operations["approveOrderReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/achive_reports/disapprove/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disapprove an achievement report with a reason (the authority) */
        post: operations["disapproveOrderReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/blacklist/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Blacklisted companies (/blacklist): never chosen as contractor or consultant */
        post: operations["listOrderBlacklist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/blacklist/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Blacklist a company, with a reason */
        post: operations["storeOrderBlacklist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/orders/blacklist/destroy/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Lift a ban (the audit log keeps it) */
        delete: operations["destroyOrderBlacklist"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Orders (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`. Each party sees its own inbox:
         *     the receiving company the orders it receives; a design office, contractor, consultant or garbage company the orders it is
         *     named on; a sharer the orders it signs; the authority and the service centres every order.
         */
        post: operations["listLocationOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the orders list (CSV or XLSX)
         * @description The same body and the same visibility as the list (no paging); headings in the caller's language.
         */
        post: operations["exportLocationOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/get-order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order, as its form edits it */
        get: operations["getLocationOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Everything about one order (/orders/details/{id})
         * @description The order with its services, pledge uploads (with their statuses), parties, sharers' signatures, history and
         *     the events its status offers the caller (each with why not, when refused).
         */
        post: operations["locationOrderDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an order (a draft)
         * @description The receiver rule (spec 001 §5): for service_provider and gov callers receiver_id is the caller's company whatever is
         *     sent; others keep the supplied receiver or default to their own company. The camp must be assigned to the receiver
         *     (a live assignment), the design office an active design office, each service a service of the catalogue, once.
         */
        post: operations["createLocationOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an order (UPDATE: a draft or returned order, by its owner)
         * @description The same rules as store; the version the user edited must be the current one (409 otherwise).
         */
        post: operations["updateLocationOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/destroy/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a draft order
         * @description Only a draft is deleted (it has no history to keep); a sent order answers 409 "Unallowed action!" — it is cancelled through a request instead.
         */
        delete: operations["destroyLocationOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/send/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the order to its design office (SUBMIT; ours: the spec names no path)
         * @description Refused with the spec's messages while "The order is not complete yet" (no service), "There are services without specified
         *     specialties", "There are pledges not uploaded or not processed" or "There are rejected attachments not corrected".
         */
        post: operations["submitLocationOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/send-to-tsleem/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the signed order to the tsleem authority (SEND_TO_TSLEEM; ours)
         * @description Refused with "The order is not complete yet" while a sharer has not signed.
         */
        post: operations["sendLocationOrderToTsleem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve (the design office in design review; tsleem, with the licence end date, in processing)
         * @description The id travels in the body (the spec's call). Tsleem's approval issues the licence until `license_end_date`.
         */
        post: operations["approveLocationOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/disapprove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disapprove with a reason: back to the owner (design office or tsleem) */
        post: operations["disapproveLocationOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject for good, with a reason (tsleem; ours: "reject by the tsleem authority") */
        post: operations["rejectLocationOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/update-receiver/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hand the order to another receiving company (the authority and the service centres) */
        post: operations["updateLocationOrderReceiver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/add-specialist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to change the specialty (waits for the design office) */
        post: operations["addLocationOrderSpecialist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/approve-add-specialist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The design office approves or rejects the specialty change */
        post: operations["approveLocationOrderSpecialist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/cancel-by-tsleem/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel by the tsleem authority, with a reason */
        post: operations["cancelLocationOrderByTsleem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/extend_license/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Extend the licence to a later end date */
        post: operations["extendLocationOrderLicence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/updateContractorsList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The companies that may be chosen as contractor or consultant (never a blacklisted one) */
        post: operations["locationOrderCandidates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/updateContracter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose the contractor (CHOOSE_CONTRACTOR) */
        post: operations["chooseLocationOrderContractor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/updateConsulting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose the consultant (CHOOSE_CONSULTANT) */
        post: operations["chooseLocationOrderConsultant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/updateBoth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose the contractor and the consultant in one call (both or neither) */
        post: operations["chooseLocationOrderParties"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/contracting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The contractor accepts or declines (status=disapprove, with a reason) */
        post: operations["locationOrderContracting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/consulting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The consultant accepts or declines (status=disapprove, with a reason) */
        post: operations["locationOrderConsulting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/add-gis-img/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the GIS image (tsleem) */
        post: operations["addLocationOrderGisImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/square-by-camp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The square of a camp (the form fills it in) */
        post: operations["locationOrderSquareByCamp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/pledges/upload/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a signed pledge for the order (ours: the spec does not show the pledge-attachment paths)
         * @description A first upload of a pledge starts pending; a new upload of a pledge whose last upload was rejected replaces it (REPLACE); an approved one
         *     is not replaced ("You can't request cancellation of the attachment."). The order must be a draft or returned.
         */
        post: operations["uploadLocationOrderPledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/pledges/approve/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pledge upload (the id is the upload's) */
        post: operations["approveLocationOrderPledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/pledges/reject/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pledge upload with a reason */
        post: operations["rejectLocationOrderPledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/license/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The licence of a licensed order (/orders/license/{id}) */
        get: operations["locationOrderLicence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/license/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The licence as an A4 PDF (made on the server) */
        get: operations["locationOrderLicencePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/qr/{qr}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify a licence by its QR code (public: /orders/qr/{qr})
         * @description No sign-in. Answers whether the licence is valid today, for which camp and company, until when; an unknown or
         *     forged code is a 404 "licence not found". The code is unguessable (24 random bytes).
         */
        get: operations["verifyLocationOrderLicence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/canceled_requests/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel requests (/cancel-requests; ours: the spec names the screen, not the list call)
         * @description The authority's desk sees every request; a company the requests on its own orders. Filters: status, type.
         */
        post: operations["listLocationOrderCancelRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/canceled_requests/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to cancel an order, with a reason (the owner)
         * @description Refused (409) when the order's status cannot be cancelled (a draft is deleted instead) or a request of the kind is already open.
         */
        post: operations["storeLocationOrderCancelRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/canceled_requests/update_contractor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to replace the accepted contractor with another (the owner) */
        post: operations["requestLocationOrderContractorChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/canceled_requests/update_consultant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to replace the accepted consultant with another (the owner) */
        post: operations["requestLocationOrderConsultantChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/canceled_requests/change_request_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a cancel request (the authority); approving applies it to the order
         * @description status=approved sends the order CANCEL, CHANGE_CONTRACTOR or CHANGE_CONSULTANT in the same transaction (its rules apply: a refusal
         *     there refuses the approval and changes nothing); status=rejected needs a rejection_reason. Deciding twice: 409 "already decided" (code 104).
         */
        post: operations["changeLocationOrderCancelRequestStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/achive_reports/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Achievement reports (/reports; the spec's achive_reports)
         * @description The authority sees every report; a consultant the reports it filed; a company the reports on its orders. Filters: status, order_id.
         */
        post: operations["listLocationOrderReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/achive_reports/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One achievement report (/reports/{id}) */
        post: operations["locationOrderReportDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/achive_reports/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * File an achievement report on a licensed order (its consultant)
         * @description Only the order's consultant files one, while the order is licensed (409 otherwise). The order's earlier undecided reports become old
         *     (SUPERSEDE) in the same transaction.
         */
        post: operations["storeLocationOrderReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/achive_reports/approve/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve an achievement report (the authority) */
        post: operations["approveLocationOrderReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/location-orders/achive_reports/disapprove/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disapprove an achievement report with a reason (the authority) */
        post: operations["disapproveLocationOrderReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Outgoing mail (paged, newest first)
         * @description The messages the portal has written for delivery (password-reset links…). With no mail server
         *     configured this is how they reach their recipients: an administrator reads the message and
         *     passes the link on.
         */
        post: operations["listOutbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/pledges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pledges (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listPledges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/pledges/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the pledges list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportPledges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/pledges/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One pledge */
        get: operations["getPledge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/pledges/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a pledge
         * @description Written with an audit row.
         */
        post: operations["createPledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/pledges/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a pledge
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updatePledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/pledges/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a pledge
         * @description A record other records still use is not deleted (409). Written with an audit row holding what it was.
         */
        post: operations["deletePledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/plots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plots (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listPlots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/plots/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the plots list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportPlots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/plots/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One plot */
        get: operations["getPlot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/plots/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a plot
         * @description Written with an audit row.
         */
        post: operations["createPlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/plots/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a plot
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updatePlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/plots/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a plot
         * @description A record other records still use is not deleted (409). Written with an audit row holding what it was.
         */
        post: operations["deletePlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's details and theme choices */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one's own name and phone
         * @description The user-form rules of spec 000 §5: name under 20 characters; phone 966 followed by the
         *     mobile number starting with 5. `version` (from GET /profile) guards against an edit made
         *     meanwhile elsewhere (409). Writes an audit row with the old and new values.
         */
        post: operations["updateProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one's own password
         * @description The current password is required; the new one follows spec 000 §5 (8 to 12 characters with
         *     a lowercase and an uppercase letter, a digit and one of ! @ # $) and must equal its
         *     confirmation. Every other session of the account is revoked; this one stays. A wrong
         *     current password counts as a sign-in attempt, under the sign-in throttle (then 429).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one's signature and/or stamp image
         * @description PNG, JPEG or WebP images of at most 2 MB each, refused while the upload streams. At least one
         *     of the two. The previous image is kept in storage (documents already signed may show it).
         */
        post: operations["uploadProfileImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep one's theme choices (spec 000 §9)
         * @description Any of the three choices; the others stay as they were. Answers all three.
         */
        post: operations["updatePreferences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/question-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Question categories (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listQuestionCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/question-categories/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the question categories list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportQuestionCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/question-categories/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One question category */
        get: operations["getQuestionCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/question-categories/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a question category
         * @description Written with an audit row.
         */
        post: operations["createQuestionCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/question-categories/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a question category
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateQuestionCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/question-categories/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users a question category may name (searchable)
         * @description Active accounts matching `search` on name, company name, e-mail or username, at most `limit` of them, by name; for the category form's user picker.
         */
        get: operations["searchQuestionCategoryUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Questions (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listQuestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/questions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the questions list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportQuestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/questions/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One question */
        get: operations["getQuestion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/questions/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a question
         * @description Written with an audit row.
         */
        post: operations["createQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/questions/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a question
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/questions/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The question categories a question may belong to (the form's choice), by name */
        get: operations["listQuestionCategoryChoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple-readiness-license/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Readiness licences (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`. A company sees its own licences; staff see all.
         */
        post: operations["listReadinessLicenses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple-readiness-license/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One readiness licence with its form, answers and history
         * @description Another company's licence is a 404, as a missing one.
         */
        get: operations["getReadinessLicense"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple-readiness-license/camps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The camps the caller may request a readiness licence for (ours)
         * @description The caller's company's delivered assignments (status `deliverd`) that have no open request (pending or disapproved); an approved licence may be renewed while it runs.
         */
        get: operations["readinessLicenseCamps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple-readiness-license/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a readiness licence for a delivered camp (created pending, answers not sent yet)
         * @description "please select the camp" (422 on `assign_camp_id`, also for a camp that is not a delivered assignment of the caller's
         *     company) and "please agree to the pledge" (422 on `is_committed`). The licence takes the newest form of type
         *     `simple_readiness_license`. One open request (pending or disapproved) per assignment (409); an approved licence may be renewed.
         */
        post: operations["storeReadinessLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple-readiness-license/answer-questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the answers of a pending licence (ANSWER)
         * @description "no order id submitted" (422 on `order_id`), "no form id registered" (422 on `form_id`, also for a form other than the licence's); answers as indexed fields `answers[0][question_id]`, `answers[0][answer]` (422 on `answers.<question_id>`). A missing order, or another company's, is a 404 "Unallowed action!".
         */
        post: operations["answerReadinessQuestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple-readiness-license/update-all-answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the answers (UPDATE_ANSWERS); a disapproved licence is sent again (→ pending)
         * @description The same body and refusals as answer-questions.
         */
        post: operations["updateReadinessAnswers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple-readiness-license/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending licence for a validity period (APPROVE)
         * @description "no validity period selected" (422 on `validity_period`; also for a period the settings do not offer). The licence runs from today for `validity_period` days. A missing order is a 404 "Unallowed action!"; a licence whose answers were not sent is a 409.
         */
        post: operations["approveReadinessLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple-readiness-license/disapprove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disapprove a pending licence with a reason (DISAPPROVE); the company corrects and resends
         * @description "no rejection reason given" (422 on `rejection_reason`). The answers of the next version are not sent yet (`has_answers_in_version` 0).
         */
        post: operations["disapproveReadinessLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple-readiness-license/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending licence for good, with a reason (REJECT)
         * @description "no rejection reason given" (422 on `rejection_reason`).
         */
        post: operations["rejectReadinessLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple-readiness-license/update-kroky": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the camp's kroky (site sketch) to a pending or disapproved licence (UPDATE_KROKY)
         * @description A PDF or an image, up to 2 MB (422 on `kroky_document`).
         */
        post: operations["updateReadinessKroky"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple-readiness-license/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The company withdraws a pending or disapproved licence (CANCEL → cancelled) */
        post: operations["cancelReadinessLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple-readiness-license/cms/web-settings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The readiness settings (ours): the pledge text and the validity periods offered
         * @description One settings record, id 1 (any other id is a 404). Read by the pledge screen, the create screen and the approving staff.
         */
        get: operations["getReadinessSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple-readiness-license/cms/web-settings/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An administrator edits the readiness settings (the pledge text in both languages, the validity periods offered)
         * @description Validity periods are whole days, 1 to 366, at least one, no repeats (422 on `validity_periods`). Written to the audit log.
         */
        post: operations["updateReadinessSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple-readiness-license/license/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The readiness licence as an A4 PDF with its QR code (ours, on the orders' license/{id}/pdf)
         * @description Made on the server (server/licence/pdf.ts). 409 before the licence is approved; another company's record is a 404.
         */
        get: operations["readinessLicencePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple-readiness-license/qr/{qr}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify a readiness licence by its QR code (public: /readiness-license/qr/{qr}; ours, on the orders' qr/{qr})
         * @description No sign-in. Whether the licence is valid today, whose and until when; an unknown or forged code is a 404 "licence
         *     not found". The code is unguessable (24 random bytes), given when the licence is approved.
         */
        get: operations["verifyReadinessLicence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/reassign_form/get-user-of-type/{type_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The active users of an account type, for a picker
         * @description Spec 000 §7 and spec 001 §7 name the call; its answer is ours. The re-assign and lock order
         *     form (spec 001 §3 "Reassign or lock order", one form with `type` reassign or lock) picks a
         *     company of a given account type from this list; later areas' pickers may call it too.
         *
         *     Only active accounts are listed (status `active`, not deleted): pending, rejected and
         *     disabled ones cannot take a camp. Ordered by company name, then name. An account type
         *     that does not exist is a 422 on `type_id`; a type with no active user answers an empty list.
         *
         *     Who may call it: a holder of the re-assign form or the lock form permission (spec 001 §6
         *     `order-re-assign-*`, `lock-*`), the forms the picker serves; and a holder of `re-assign-clearance`, who picks a
         *     clearance's voters by account type (openapi/areas/clearance.yaml, initiate).
         */
        get: operations["reassignFormUsersOfType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/reassign_orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-assign or lock orders (paged, filtered by type), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`. `type` picks the list (/re-assign-orders or /lock-orders). Staff see every company's orders; a company only its own. Rows carry no form, penalties' lines or signatures (details/{id} does).
         */
        post: operations["listReassignOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/reassign_orders/company-camps/{company_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company's camps an order may be opened for
         * @description The camps (assignments) the company holds now — received (deliverd) and with no open re-assign or lock order — for the new-order form and bulk lock. A company of no account answers an empty list.
         */
        get: operations["reassignOrderCompanyCamps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/reassign_orders/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a re-assign or lock order for a company and its camps
         * @description Created at `form` by the machine with its history and audit rows. Each camp must be one of the company's held camps with no open order (422 on `assign_camp_ids`); the appointment, when given, is `YYYY-MM-DD` or `YYYY-MM-DD HH:mm`. A re-assign order needs `re-assign`, a lock order `lock-form`.
         */
        post: operations["createReassignOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/reassign_orders/bulk-lock/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk lock, first look: which camps can get a lock order now, and why not the others
         * @description Nothing is written.
         */
        post: operations["bulkLockPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/reassign_orders/bulk-lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk lock: open a lock order for each camp, each in its own transaction, with a report per camp
         * @description Each camp's lock order belongs to the camp's company; a camp that cannot take one is reported refused and the others go on.
         */
        post: operations["bulkLock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/reassign_orders/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order with its form, penalties, payment attachment, signatures and the events its status takes for the caller
         * @description A rejected order is refused (409, "This order has been rejected"): its screen sends the viewer back to the list after 1 second (spec 001 §2). Staff need the type's list permission (order-re-assign-index or lock-index; 403 otherwise); a company sees its own orders without any — its payment-attachment pages need none (spec 001 §6) — and another company's order answers 404.
         */
        get: operations["getReassignOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/reassign_orders/form/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fill the order's form (the machine's SUBMIT_FORM; …/form/{form})
         * @description `form_id` is a form of the order's type (reassign or lock); the answers travel as `answers[i][question_id]`, `answers[i][answer]` and are checked against its questions (422 on `answers.<question_id>`). The answers price the penalties (shared/rules/reassignOrders.ts), kept with the order.
         */
        post: operations["submitReassignOrderForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/reassign_orders/approve-camps/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve the camps and the penalties found (APPROVE_CAMPS; …/form/{form}/approve-camps)
         * @description `assign_camp_ids` are the approved ones among the order's camps (at least one). The penalty is the one the form's answers priced, not a number sent: with penalties the order goes to payment, without straight to the signatures.
         */
        post: operations["approveReassignOrderCamps"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/reassign_orders/payment-attachment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The company uploads its penalty payment attachment (PAY_PENALTIES; …/{id}/payment-attachment)
         * @description The order's company only, and no permission is needed (spec 001 §6 "Payment-attachment pages … have no permission requirement"); PDF or image, 2 MB, sniffed (422 on `payment_attachment`).
         */
        post: operations["payReassignOrderPenalties"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/reassign_orders/payment-review/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff accept the payment attachment (ACCEPT_PAYMENT) or reject it with a reason (REJECT_PAYMENT; …/payment-attachment/view)
         * @description Accepting moves the order on to the signatures; rejecting sends it back to the company for a new attachment.
         */
        post: operations["reviewReassignOrderPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/reassign_orders/sign/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller signs the re-delivery form as one of the form's signers (SIGN; …/re-delivery/signature)
         * @description The caller's account type must be one of the form's signers and not have signed yet (403 otherwise); the caller's profile signature image is kept with the signature (422 on `signature` without one).
         */
        post: operations["signReassignOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/reassign_orders/bulk-sign/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk sign, first look: which of these orders the caller can sign now, and why not the others
         * @description Nothing is written.
         */
        post: operations["reassignBulkSignPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/reassign_orders/bulk-sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bulk sign: sign many orders, each in its own transaction, with a report per order */
        post: operations["reassignBulkSign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/reassign_orders/reappoint/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a re-appointment for the signatures (REAPPOINT)
         * @description `appointment` is `YYYY-MM-DD` or `YYYY-MM-DD HH:mm` (422 on `appointment`).
         */
        post: operations["reappointReassignOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/reassign_orders/complete-signatures/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close the signatures once MissedSignCount is 0 (COMPLETE_SIGNATURES)
         * @description Refused (409, "There are signatures still missing") while a signer has not signed.
         */
        post: operations["completeReassignOrderSignatures"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/reassign_orders/file/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the re-delivery file, the kroky document (UPLOAD_FILE; …/re-delivery/file)
         * @description Completes the order: the camps are re-delivered (their assignments returned) or locked. Completing a re-assign order starts the company's clearance when it has none. PDF or image, 2 MB, sniffed (422 on `kroky_document`).
         */
        post: operations["uploadReassignOrderFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/reassign_orders/reject/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject the order with a reason (REJECT) */
        post: operations["rejectReassignOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/reassign_orders/cancel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel the order before the signatures (CANCEL) */
        post: operations["cancelReassignOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/reassign_orders/logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order's log: every step with who, when, old and new status
         * @description Read from the stored history; a rejected order's log can still be read by staff.
         */
        get: operations["reassignOrderLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a company account (pending until an administrator decides)
         * @description Creates a pending account with the registration fields of spec 000 §3 and their documents
         *     (spec 000 §5 rules, shared/rules/registration.ts). Files stream to storage under their field's
         *     cap; a file over its cap answers 422 on its field at once and nothing is stored. Every problem
         *     answers 422 with `errors` keyed by field and nothing is created. On success the applicant gets
         *     a registration-only session (like signing in to a pending account) to follow the forms.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/registration-forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in applicant's own registration forms and documents */
        get: operations["getRegistrationForms"];
        put?: never;
        /**
         * Update the registration forms while the account is pending (UPDATE_FORMS)
         * @description The userAccount machine's UPDATE_FORMS, sent by the applicant: accepted only while the account
         *     is pending (otherwise 409 "Unallowed action!"). Text fields are sent whole; a document is sent
         *     only to replace the one on file (documents the account type requires must be on file). A
         *     stale `version` answers 409 and nothing changes.
         */
        post: operations["updateRegistrationForms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/registration-forms/resubmit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Correct and resubmit rejected registration forms (RESUBMIT → under review)
         * @description The userAccount machine's RESUBMIT, sent by the applicant: accepted only while the account is
         *     rejected. The corrections (same fields as updating the forms) and the resubmission are one
         *     change: either both happen or neither. The account goes back to the administrators' request
         *     list as "under review".
         */
        post: operations["resubmitRegistrationForms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password-reset link
         * @description Answers the same whether or not the e-mail belongs to an account. When it does, a single-use
         *     link to /reset?token=… valid for 60 minutes is written to the outbox (read by administrators in
         *     /outbox when no mail server is configured); the token is stored only as its hash and earlier
         *     unused links of the account stop working. Requests are throttled like sign-in (5 per e-mail and address, 10 per e-mail,
         *     20 per address, each a minute); past a limit the answer is 429.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a reset link before asking for the new password */
        post: operations["checkResetToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset link
         * @description The token must be unused and unexpired (else 422 on `token`); the password follows the user-form
         *     rules (8 to 12 characters with lowercase, uppercase, digit and one of ! @ # $) and must equal its
         *     confirmation. On success the link is spent and every session of the account is revoked.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/regulatory-violation-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Regulatory violations (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`. The desk sees every company's; a company only its own, once issued (drafts are the desk's).
         */
        post: operations["listRegulatoryViolationOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/regulatory-violation-order/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the regulatory violations list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language. A company sees only its own records; another company's record answers 404.
         */
        post: operations["exportRegulatoryViolationOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/regulatory-violation-order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One violation (spec 001 §7 GET /{id})
         * @description A draft, or another company's violation, answers 404 to a company.
         */
        get: operations["getRegulatoryViolationOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/regulatory-violation-order/camps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The camps a violation may be recorded against (ours)
         * @description The camps handed over to a company (a delivered assignment, status `deliverd`), by name, each with the company
         *     it was handed to — whom the violation will be against. The desk's (403 for a company).
         */
        get: operations["regulatoryViolationCamps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/regulatory-violation-order/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a violation (a draft)
         * @description The desk's (staff and government entities; 403 for a company). The violation belongs to the company the camp was handed over to (422 on camp_id when it was not). Images and logos are images (PNG, JPEG, WebP). Written with an audit row; records follow the `violation` lifecycle (machines/violation).
         */
        post: operations["createRegulatoryViolationOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/regulatory-violation-order/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a violation draft (the machine's UPDATE)
         * @description The desk's; a draft only (409 once issued). The version the user edited must be the current one (409 otherwise). New images are added, the ones named in images_remove dropped. Written with a history and an audit row.
         */
        post: operations["updateRegulatoryViolationOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/regulatory-violation-order/transition/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a violation an event of its lifecycle
         * @description ISSUE goes to the record's `violation` machine (machines/violation) through the one runtime: refused
         *     in the order 403 (no right to send it) → 404 (missing) → 422 (no body, or no image stored) → 409 (the status
         *     does not take it, or the record changed since `version`); nothing changes on a refusal. It carries no
         *     payload: the machine reads what the draft stored. The company is notified. MAKE_READY is …/ready/{id}.
         */
        post: operations["transitionRegulatoryViolationOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/regulatory-violation-order/ready/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make an issued violation's document ready (MAKE_READY), with its logos
         * @description Spec 001 §2 /regulatory-violation-order/ready/{id}, §5 "Its header and footer logos are required". The logos
         *     sent are stored, then MAKE_READY runs through the one runtime with them (the stored ones stand for those not
         *     sent): 403 → 404 → 422 (a logo missing, or not an image) → 409 (not issued, or changed since `version`). The
         *     printable document is the screen /regulatory-violation-order/ready/{id}.
         */
        post: operations["readyRegulatoryViolationOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/regulatory-violation-order/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Discard a violation draft
         * @description Only a draft (409 once issued); the desk's. Written with an audit row holding what it was.
         */
        post: operations["deleteRegulatoryViolationOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Roles to choose from (id and name), for activating and editing users
         * @description With `account_type`, only the roles an account of that type may hold (the role's
         *     `account_types` include it); the API refuses any other role for such an account.
         */
        get: operations["listRoleOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the roles list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Roles (paged, filtered), for /roles
         * @description Newest first, the built-in administrator role first of all. `search` matches the Arabic or English name or the description; `account_type` keeps the roles for that account type.
         */
        post: operations["listRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The permission catalogue grouped by area, for the role form
         * @description Every permission the portal knows (both spec documents plus ours), grouped by the side-menu area it gates, with its label in the caller's language.
         */
        get: operations["listPermissionGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One role with its permissions (/roles/{id}) */
        get: operations["getRole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a role with its permissions (/roles/create)
         * @description The Arabic name is required and unique ("The name has already been taken", 422 on `name`);
         *     the English name, when given, is unique too. At least one permission, each one of the
         *     catalogue (422 on `permissions`). At least one account type the role is for (422 on
         *     `account_types`); a role for any account type other than the staff types (admin, kdana)
         *     may not hold an administration permission (user, role and alliance management, the user
         *     directory, the outbox: 422 on `permissions`). Written with an audit row.
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a role's names, description and permissions (/roles/{id})
         * @description Same rules as creating; besides, the role's account types may not leave out the type of an
         *     account that holds it (422 on `account_types`). The permissions given replace the role's; the accounts holding the
         *     role gain and lose them at their next call. The built-in administrator role always holds
         *     every permission and cannot be changed (409). With `updated_at` (the value the editor
         *     loaded) a role changed meanwhile by someone else answers 409 and nothing changes.
         *     Written with an audit row holding the old and new values.
         */
        post: operations["updateRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a role (spec 000 §7)
         * @description Refused (409, nothing changes) for the built-in administrator role and for a role that
         *     accounts still hold: removing it would silently take permissions from those accounts and
         *     could leave an active account with no role at all. Take the role off those accounts first.
         *     Written with an audit row holding the deleted role.
         */
        post: operations["deleteRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/sadad": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * SADAD orders (paged, filtered), newest first (spec 001 §7 list)
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`. Staff see every company's orders; a company only its own.
         */
        post: operations["listSadadOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/sadad/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the SADAD orders list (CSV or XLSX; ours)
         * @description The same body as the list (filters and sort, no paging); headings in the caller's language. A company exports only its own.
         */
        post: operations["exportSadadOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/sadad/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the new-order form needs (spec 001 §7 create) — the companies an order may be issued to */
        get: operations["sadadOrderForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/sadad/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a SADAD order to a company (spec 001 §7 store)
         * @description Created `pending` by the machine with its history and audit rows; the biller gives it its SADAD bill number in the same transaction. The amount is SAR with at most two decimals, kept exactly (in halalas).
         */
        post: operations["createSadadOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/sadad/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One SADAD order with the events its status takes for the caller (spec 001 §7 details/{id})
         * @description Another company's order answers 404.
         */
        get: operations["getSadadOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/sadad/upload_docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The company uploads its proof of payment (spec 001 §7 upload_docs; the machine's UPLOAD_ATTACHMENT)
         * @description The order's company, while it is pending, its attachment is under review, or it was rejected; PDF or image, 2 MB, sniffed (422 on `attachment`). Replaces the one stored.
         */
        post: operations["uploadSadadOrderDocs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/sadad/change_state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject the proof of payment (spec 001 §7 change_state; the machine's APPROVE / REJECT)
         * @description Staff with clearance-sadad-index; `status_id` is the status asked for (`approved`, or `rejected` with `rejection_reason`, 422 without). Only an order whose attachment awaits review takes it (409 otherwise); nothing changes on a refusal.
         */
        post: operations["changeSadadOrderState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/sadad/cancel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw a SADAD order before approval (spec 001 §7 cancel/{id}; the machine's CANCEL) */
        post: operations["cancelSadadOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/sadad/logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every change of the order, oldest first (spec 001 §7 logs/{id}) — who, when, the old and the new status */
        get: operations["sadadOrderLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved-filters/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's saved filters for one list
         * @description A user sees only the filters they saved themselves, by name.
         */
        post: operations["listSavedFilters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved-filters/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the current filters of a list under a name
         * @description `filters` is the list's address parameters (filters, sort, page size) as strings. A name is
         *     1–60 characters and unique per user and list (422 on `name`); at most 50 saved filters per
         *     user and list (422 on `name`).
         */
        post: operations["storeSavedFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved-filters/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete one of the caller's saved filters
         * @description Someone else's saved filter answers 404, as a missing one.
         */
        post: operations["deleteSavedFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/services/inputs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Service inputs (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listServiceInputs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/services/inputs/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the service inputs list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportServiceInputs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/services/inputs/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One input */
        get: operations["getInputService"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/services/inputs/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an input
         * @description Written with an audit row.
         */
        post: operations["createInputService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/services/inputs/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an input
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateInputService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/services/inputs/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an input
         * @description A record other records still use is not deleted (409). Written with an audit row holding what it was.
         */
        post: operations["deleteInputService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Services (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listServices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/services/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the services list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportServices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/services/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One service */
        get: operations["getService"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/services/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a service
         * @description Written with an audit row.
         */
        post: operations["createService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/services/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a service
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/services/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a service
         * @description A record other records still use is not deleted (409). Written with an audit row holding what it was.
         */
        post: operations["deleteService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/specialist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Specialists (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listSpecialists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/specialist/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the specialists list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportSpecialists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/specialist/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One specialist */
        get: operations["getSpecialist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/specialist/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a specialist
         * @description Written with an audit row.
         */
        post: operations["createSpecialist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/specialist/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a specialist
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateSpecialist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/specialist/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a specialist
         * @description A record other records still use is not deleted (409). Written with an audit row holding what it was.
         */
        post: operations["deleteSpecialist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/squares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Squares (paged, filtered), by code
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listSquares"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/squares/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the squares list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportSquares"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/squares/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One square */
        get: operations["getSquare"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/squares/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a square
         * @description Written with an audit row.
         */
        post: operations["createSquare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/squares/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a square
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateSquare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/squares/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a square
         * @description Ours (the spec deletes no square); the administrator's `square-delete` only. A square a camp still lies in is not deleted (409). Written with an audit row holding what it was.
         */
        post: operations["deleteSquare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/stations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stations (paged, filtered), by kind
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listStations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/stations/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the stations list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportStations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/stations/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One station */
        get: operations["getStation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/stations/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a station
         * @description Written with an audit row.
         */
        post: operations["createStation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/stations/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a station
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateStation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/stations/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a station (ours; the administrator's)
         * @description The spec has no station deletion; ours removes a station that is gone. Written with an audit row holding what it was.
         */
        post: operations["deleteStation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database check */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Runtime settings the screens need (sister sites, the Mina API base) */
        get: operations["getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp_license_order/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Temporary licence orders (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`. A company sees only its own orders; staff (admin, kdana) see all.
         */
        post: operations["listTempLicenceOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp_license_order/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the temporary licence orders list (CSV or XLSX; ours)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language. A company exports only its own orders.
         */
        post: operations["exportTempLicenceOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp_license_order/form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a new or changed order needs (ours) — the temporary-licence form (id 7) with its questions, and the camps the caller may choose
         * @description The camps are live assignments (not returned); a company's own only, staff any.
         */
        get: operations["tempLicenceOrderForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp_license_order/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One temporary licence order with its answers, kroky, history and the events it takes now (ours, on the family's details/{id})
         * @description Another company's order answers 404.
         */
        get: operations["tempLicenceOrderDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp_license_order/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * File a temporary licence order (spec 001 §7 temp_license_order store)
         * @description The answers to form 7 as indexed fields `answers[0][question_id]`, `answers[0][answer]` (422 on `answers.<question_id>`),
         *     the assigned camp (a live assignment of the caller's company; staff any: the order is the receiver's), and optionally the
         *     kroky document (PDF or image, 2 MB, sniffed). Created `pending` by the machine, with its history and audit rows.
         */
        post: operations["createTempLicenceOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp_license_order/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a pending order's camp, structure and answers (spec 001 §7 temp_license_order update; the machine's UPDATE)
         * @description Only its company, only while pending (409 "Unallowed action!" after a decision); `version` the one edited (409 when stale).
         */
        post: operations["updateTempLicenceOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp_license_order/destroy/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a pending order (spec 001 §7 temp_license_order destroy)
         * @description A decided order (approved or rejected) is kept (409). Written with an audit row holding what it was.
         */
        delete: operations["deleteTempLicenceOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp_license_order/kroky_documents/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store the order's kroky document (spec 001 §7 "Kroky documents store", §3 kroky_document, temp_license_order_id; the machine's UPLOAD_KROKY)
         * @description The order's company, while it is pending; replaces the one stored. PDF or image, 2 MB, sniffed (422 on `kroky_document`).
         */
        post: operations["storeTempLicenceOrderKroky"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp_license_order/approve/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve the temporary licence (ours, on the family's approve; the machine's APPROVE)
         * @description Staff with temp-licenses-order-ready; a pending order with its kroky stored (409 "Upload the kroky document first").
         */
        post: operations["approveTempLicenceOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp_license_order/reject/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject the order with a reason (ours, on the family's reject; the machine's REJECT)
         * @description Staff with temp-licenses-order-ready; `rejection_reason` is required (422 on it).
         */
        post: operations["rejectTempLicenceOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp_license_order/license/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The temporary licence as an A4 PDF with its QR code (ours, on the orders' license/{id}/pdf)
         * @description Made on the server (server/licence/pdf.ts). 409 before the licence is approved; another company's record is a 404.
         */
        get: operations["tempLicencePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/temp_license_order/qr/{qr}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify a temporary licence by its QR code (public: /temp-licenses-order/qr/{qr}; ours, on the orders' qr/{qr})
         * @description No sign-in. Whether the licence is valid today, whose and until when; an unknown or forged code is a 404 "licence
         *     not found". The code is unguessable (24 random bytes), given when the licence is approved.
         */
        get: operations["verifyTempLicence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/term-conditions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Terms and conditions (paged, filtered), by account type
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listTermConditions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/term-conditions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the terms and conditions (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportTermConditions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/term-conditions/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One account type's terms and conditions */
        get: operations["getTermCondition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/term-conditions/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an account type's terms and conditions
         * @description The titles and texts in both languages; the account type stays. The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new texts.
         */
        post: operations["updateTermCondition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/ticket-admin-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ticket admin groups (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listTicketAdminGroups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/ticket-admin-groups/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the ticket admin groups list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportTicketAdminGroups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/ticket-admin-groups/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff accounts a group may name as admins (searchable; ours)
         * @description Active accounts of the staff types (admin, kdana) matching `search` on name, e-mail or username, at most `limit`, by name; for the group form's picker.
         */
        get: operations["searchTicketGroupStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/ticket-admin-groups/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One admin group */
        get: operations["getTicketAdminGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/ticket-admin-groups/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an admin group
         * @description Written with an audit row.
         */
        post: operations["createTicketAdminGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/ticket-admin-groups/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an admin group
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateTicketAdminGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/ticket-admin-groups/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an admin group
         * @description A record other records still use is not deleted (409). Written with an audit row holding what it was.
         */
        post: operations["deleteTicketAdminGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/ticket-subjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ticket subjects (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listTicketSubjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/ticket-subjects/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the ticket subjects list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportTicketSubjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/ticket-subjects/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts a subject may name in allowedUsers (searchable; ours)
         * @description Active accounts matching `search` on name, company name, e-mail or username, at most `limit`, by name; for the subject form's picker.
         */
        get: operations["searchTicketSubjectUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/ticket-subjects/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ticket subject */
        get: operations["getTicketSubject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/ticket-subjects/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a ticket subject
         * @description Written with an audit row.
         */
        post: operations["createTicketSubject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/ticket-subjects/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a ticket subject
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateTicketSubject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/ticket-subjects/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a ticket subject
         * @description A record other records still use is not deleted (409). Written with an audit row holding what it was.
         */
        post: operations["deleteTicketSubject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tickets (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`. A caller sees the
         *     tickets of its company, and the tickets held by an admin group it belongs to or about a subject its group
         *     receives; any other ticket answers 404.
         */
        post: operations["listTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/tickets/subjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The subjects the caller may open a ticket about (ours)
         * @description Subjects open to everyone (no type_id and no allowedUsers), to the caller's account type (type_id) or to the
         *     caller by name (allowedUsers; a sub-employee's main account counts), by subject; at most 500.
         */
        get: operations["ticketSubjectChoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/tickets/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The admin groups a ticket may be forwarded to (ours)
         * @description Every admin group, by name; at most 500. The forward dialog leaves out the group holding the ticket.
         */
        get: operations["ticketGroupChoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/tickets/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One ticket with its thread (tickets/details/{id})
         * @description The ticket, its thread oldest first, and the parties the caller holds on it. A ticket the caller may not see answers 404.
         */
        get: operations["getTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/tickets/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a ticket (tickets/create)
         * @description About a subject the caller may choose (any other is a 422 on subject_id); the subject's admin group receives it
         *     and its admins are notified. Records follow the `ticket` lifecycle (machines/ticket): created open, their
         *     status changes only through it.
         */
        post: operations["createTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/tickets/transition/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a ticket an event of its lifecycle (comment, answer, forward, close)
         * @description The event goes to the record's `ticket` machine (machines/ticket) through the one runtime: refused in the order
         *     403 (no right to send it) → 404 (a ticket the caller may not see) → 422 (its rules: `content` for COMMENT and
         *     ANSWER, another admin group's `group_id` for FORWARD) → 409 (the status does not take it — after closing, no
         *     further comments — or the record changed since `version`); nothing changes on a refusal. COMMENT is the
         *     owner's, ANSWER and FORWARD the holding group's admins', CLOSE either side's. A comment or an answer may carry
         *     an `attachment`. The opener and the holding group are notified of each reply.
         */
        post: operations["transitionTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/toilet-complexes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Public toilet complexes (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listToiletComplexes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/toilet-complexes/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the public toilet complexes list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportToiletComplexes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/toilet-complexes/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One public toilet complex */
        get: operations["getToiletComplex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/toilet-complexes/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a public toilet complex
         * @description Written with an audit row.
         */
        post: operations["createToiletComplex"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/toilet-complexes/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a public toilet complex
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateToiletComplex"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/toilet-complexes/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a public toilet complex
         * @description A record other records still use is not deleted (409). Written with an audit row holding what it was.
         */
        post: operations["deleteToiletComplex"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * User types (paged, filtered), in type_id order
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/types/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the user types list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/types/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user type */
        get: operations["getType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/types/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename a user type
         * @description Its Arabic and English names; the code stays. The version the user edited must be the current one (409 otherwise); a name another type has (either language, any case) is a 422 on its field. Written with an audit row of the old and new names. Once renamed, the type's names are no longer reset from the code on start.
         */
        post: operations["updateType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the users list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/bulk/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a bulk decision on registration requests
         * @description Which of the chosen accounts (`ids`), or of the first 200 matching `filters`, the userAccount
         *     machine would accept `event` for, and why it refuses the others. Each is run exactly as the
         *     real run would run it, in a transaction that is rolled back, so nothing changes.
         */
        post: operations["previewUserBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/bulk/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a bulk decision on registration requests
         * @description Sends `event` (ACTIVATE with `payload.roles`, REJECT with `payload.reject_reason`) to each chosen
         *     account (`ids`, or the first 200 matching `filters`), each in its own transaction; answers a
         *     report per account. A refused account is left unchanged.
         */
        post: operations["applyUserBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Users (paged, filtered), newest registration first */
        post: operations["listUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/switch-user-status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate, reject, disable or enable an account
         * @description One call for the admin's account decisions (spec 000 §7). `status` = active activates (needs
         *     `roles`), `status` = rejected rejects (needs `reject_reason`); `platform` = disabled or active
         *     switches the platform account. Applied only through the userAccount lifecycle: activating an
         *     active account answers 409 with code "104" ("already active") and changes nothing.
         *     Every role given must be one for the account's type (the role's `account_types`), else 422 on `roles` and nothing changes.
         */
        post: operations["switchUserStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One account with its registration details (for /users/view and /users/update) */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account (/create-user)
         * @description An administrator creates an account that can sign in at once: the account is written as
         *     `pending` and activated with its roles through the userAccount lifecycle (ACTIVATE) in the
         *     same transaction, so its history shows both steps. With `parent_id` it is a sub-employee of
         *     that main user and takes the main user's account type (and company, unless one is given).
         *     Form rules (spec 000 §5): name under 20 characters; password 8–12 with a lowercase and an
         *     uppercase letter, a digit and one of ! @ # $; `password_confirmation` equal; a valid e-mail;
         *     phone 966 then the mobile starting with 5; at least one role. Failures answer 422 on the field.
         *     Every role given must be one for the account's type (the role's `account_types`), else 422 on `roles` and nothing changes.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit an account (/users/update/{id})
         * @description Changes the account's details; `password` is changed only when given (with its
         *     confirmation) and then signs the account out everywhere. `roles` may be given for an
         *     account that has been activated. Status is not edited here: it changes only through the
         *     lifecycle (switch-user-status). Every change is written to the account's history with its
         *     old and new values. A `version` older than the account's answers 409 and changes nothing.
         *     Every role given must be one for the account's type (the role's `account_types`), else 422 on `roles` and nothing changes. A new `type_id` must suit the roles the account keeps (422 on `roles`).
         */
        post: operations["updateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/update-user-role/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace an account's roles
         * @description At least one role (422 on `roles`). Only an account that has been activated has roles to
         *     change (an application gets its roles when it is activated): otherwise 409.
         *     Every role given must be one for the account's type (the role's `account_types`), else 422 on `roles` and nothing changes.
         */
        post: operations["updateUserRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/set_as_entity/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch the account's entity status (is_entity)
         * @description Sets `is_entity` to the value given, or flips it when none is given.
         */
        post: operations["setUserEntity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/switch-gov/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch the account's government status (is_government)
         * @description Sets `is_government` to the value given, or flips it when none is given.
         */
        post: operations["switchUserGov"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/switch-gov-for-location-order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch the account's government-for-location-order status
         * @description Sets `is_government_for_location_order` to the value given, or flips it when none is given.
         */
        post: operations["switchUserGovForLocationOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an account
         * @description A soft delete: the account is marked deleted (its history is kept), its sessions are
         *     revoked and it leaves any alliance it belongs to. Refused with 409 for one's own account,
         *     for a main user who still has employees, and for an alliance leader.
         */
        post: operations["deleteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/history/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every change to an account (/users/history/{id}), newest first
         * @description The account's audit trail: lifecycle steps (activate, reject, disable, enable, resubmit…)
         *     and every edit, each with who made it, when, and each field's old and new value in the
         *     caller's language. Works for deleted accounts too.
         */
        post: operations["listUserHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The contact directory of active accounts (/user-contacts) */
        post: operations["listUserContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sub-employees (/employees)
         * @description An administrator sees every main user's employees (filter by `parent_id`); a main user (an
         *     account without a parent) sees their own. A sub-employee is refused with 403 (spec 000 §2:
         *     "The employee item shows for admins or users without a parent").
         */
        post: operations["listEmployees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/create-employee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A main user adds a sub-employee (/employees/create)
         * @description The employee belongs to the caller (parent), with the caller's account type and company. It
         *     is created `pending`: an administrator activates it with its roles from the registration
         *     requests, so a company can never grant more than the authority allows. Administrators add
         *     employees from /create-user instead, and a sub-employee cannot add employees: both 403.
         *     Form rules as for /create-user, without roles.
         */
        post: operations["createEmployee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/vehicle-entry-permit-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vehicle-entry permits (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`. A company sees only its own records; another company's record answers 404.
         */
        post: operations["listVehicleEntryPermitOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/vehicle-entry-permit-orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the vehicle-entry permits list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language. A company sees only its own records; another company's record answers 404.
         */
        post: operations["exportVehicleEntryPermitOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/vehicle-entry-permit-orders/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One vehicle-entry permit */
        get: operations["getVehicleEntryPermitOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/vehicle-entry-permit-orders/camps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The camps the caller's company may ask a permit for (ours)
         * @description The company's received camps (assignments delivered to it, status `deliverd`), by name. A permit order names one
         *     of them; any other camp is a 422 on `camp_id`. Staff, who file no orders, get every camp they could choose.
         */
        get: operations["vehicleEntryPermitCamps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/vehicle-entry-permit-orders/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a vehicle-entry permit
         * @description Written with an audit row. Records follow the `vehicleEntryPermit` lifecycle (machines/vehicleEntryPermit); their status changes only through it. A company sees only its own records; another company's record answers 404.
         */
        post: operations["createVehicleEntryPermitOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/vehicle-entry-permit-orders/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a vehicle-entry permit
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateVehicleEntryPermitOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/vehicle-entry-permit-orders/transition/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a vehicle-entry permit an event of its lifecycle
         * @description The event goes to the record's `vehicleEntryPermit` machine (machines/vehicleEntryPermit) through the one runtime: refused
         *     in the order 403 (no right to send it) → 404 (missing or another company's) → 422 (its rules) → 409 (the status
         *     does not take it, or the record changed since `version`); nothing changes on a refusal. The
         *     event's payload fields travel beside `event`. Which events a record takes now, and why not the
         *     others: GET /workflows/vehicleEntryPermit/records/{id}/events. The authority's decisions (APPROVE; REJECT with
         *     `reject_reason`) are sent here from the details screen; the company's edit is update/{id}.
         */
        post: operations["transitionVehicleEntryPermitOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/vehicle-entry-permit-orders/file/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The permit as an A4 PDF with its QR code (ours, on the licences' license/{id}/pdf)
         * @description Made on the server (server/licence/pdf.ts). 409 before the permit is approved; another company's order is a 404.
         */
        get: operations["vehicleEntryPermitPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/vehicle-entry-permit-orders/qr/{qr}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify a vehicle-entry permit by its QR code (public: /vehicle-entry-permit-orders/qr/{qr}; ours, on the licences' qr/{qr})
         * @description No sign-in. Whether the permit stands today (until its exit date), whose, for which vehicle and camp; an unknown
         *     or forged code is a 404 "licence not found". The code is unguessable (24 random bytes), given on approval.
         */
        get: operations["verifyVehicleEntryPermit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/washrooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Washrooms (paged, filtered), newest first
         * @description The spec's list convention — `?page=N` with form data or JSON of filters plus `paginate`.
         */
        post: operations["listWashrooms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/washrooms/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the washrooms list (CSV or XLSX)
         * @description The same body as the list (filters and sort, no paging); streamed as CSV or XLSX with headings in the caller's language.
         */
        post: operations["exportWashrooms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/washrooms/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One washroom */
        get: operations["getWashroom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/washrooms/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a washroom
         * @description Written with an audit row.
         */
        post: operations["createWashroom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/washrooms/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a washroom
         * @description The version the user edited must be the current one (409 otherwise). Written with an audit row of the old and new values.
         */
        post: operations["updateWashroom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/washrooms/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a washroom
         * @description A record other records still use is not deleted (409). Written with an audit row holding what it was.
         */
        post: operations["deleteWashroom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description A boolean sent and stored as 0 or 1 (spec 000 §5).
         * @enum {integer}
         */
        Flag: 0 | 1;
        Label: {
            ar: string;
            en: string;
        };
        /** @description Field name → messages, shown under the form field of the same name. */
        FieldErrors: {
            [key: string]: string[];
        };
        MessageResponse: {
            message: string;
            data?: unknown;
        };
        ErrorResponse: {
            message: string;
            /** @description A machine-readable code; "104" is the spec's already-done warning. */
            code?: string;
            errors?: components["schemas"]["FieldErrors"];
            data?: unknown;
        };
        /** @description Filters of a list call plus the page size. */
        ListRequest: {
            /** @default 10 */
            paginate?: number;
        };
        PageMeta: {
            total: number;
            per_page: number;
            current_page: number;
            last_page: number;
            /** @description 1 when `total` is PostgreSQL's estimate, not an exact count: the lists count exactly up to 20,000 matching rows and estimate above that (docs/performance.md, "Lists"). */
            total_is_estimate?: components["schemas"]["Flag"];
        };
        /**
         * @description The order of a list's `sort` field; the id follows in the same direction, so equal values keep their order.
         * @enum {string}
         */
        SortDirection: "asc" | "desc";
        StoredFile: {
            id: number;
            name: string;
            size: number;
            mime?: string;
            url: string;
        };
        Absence: {
            id: number;
            appointment_id: number;
            company_id: number;
            /**
             * Format: date-time
             * @description When the missed appointment was.
             */
            appointment: string;
            assign_camp_id: number;
            camp_name: string;
            square_id: number;
            square_name: string;
            company_name: string;
            created_by: number | null;
            created_by_name: string | null;
            /**
             * Format: date-time
             * @description When the absence was recorded.
             */
            created_at: string;
        };
        AbsenceInput: {
            appointment_id: number;
            company_id: number;
        };
        AbsenceFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the company's and the camp's names. */
            search?: string;
            /** @enum {string} */
            sort?: "created_at";
            direction?: components["schemas"]["SortDirection"];
            company_id?: number;
            square_id?: number;
            /**
             * Format: date
             * @description Recorded from this day (Makkah time).
             */
            from?: string;
            /**
             * Format: date
             * @description Recorded up to and including this day.
             */
            to?: string;
        };
        AbsencePage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Absence"][];
            };
            filters: components["schemas"]["AbsenceFilters"];
        };
        AllianceCompany: {
            id: number;
            name: string;
            company_name: string | null;
            type_id: number;
            type: components["schemas"]["AccountType"];
        };
        AllianceCandidate: components["schemas"]["AllianceCompany"] & {
            email: string;
            /** @description The alliance the company already belongs to, if any. */
            alliance: null | {
                id: number;
                name: string;
            };
        };
        Alliance: {
            id: number;
            name: string;
            leader_id: number;
            get_leader: components["schemas"]["AllianceCompany"];
            /** @description Every member, the leader included (leader first, then by name). */
            get_members: components["schemas"]["AllianceCompany"][];
            members_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        AllianceResponse: {
            message: string;
            data: components["schemas"]["Alliance"];
        };
        AllianceFilters: components["schemas"]["ListRequest"] & {
            search?: string;
            /**
             * @description The field to order by (see `direction`).
             * @enum {string}
             */
            sort?: "id" | "name" | "members";
            direction?: components["schemas"]["SortDirection"];
        };
        AlliancePage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Alliance"][];
            };
            filters: components["schemas"]["AllianceFilters"];
        };
        /** @description Checked by the handler with the shared alliance rules (shared/rules/alliance.ts), so every field's error is reported at once. */
        CreateAllianceRequest: {
            name?: string;
            leader_id?: number;
            members?: number[];
        };
        RenameAllianceRequest: {
            id: number;
            name: string;
        };
        ChangeLeaderRequest: {
            id: number;
            leader_id: number;
        };
        AllianceMemberRequest: {
            alliance_id: number;
            member_id: number;
        };
        Appointment: {
            id: number;
            /** @description The assignment (general/assign). */
            assign_camp_id: number;
            /** Format: date-time */
            appointment: string;
            /** @description The company's reason when it rejected the date. */
            reject_reason: string | null;
            square_id: number;
            /** @description The square's name in the caller's language (spec 000 §3). */
            square_name: string;
            square_code: string;
            camp_id: number;
            /** @description The camp's name in the caller's language (spec 000 §3). */
            camp_name: string;
            /** @description The receiving company the appointment was made with. */
            company_id: number;
            company_name: string;
            /** @description The assignment's status (assignment machine). */
            assignment_status: string;
            /** @description An absence was recorded for it (absence history). */
            missed: boolean;
            missed_at: string | null;
            /** @description A status of the appointment machine. */
            status: string;
            /** @description The status in the caller's language. */
            status_text: string;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        AppointmentInput: {
            /** @description An assignment awaiting an appointment. */
            assign_camp_id: number;
            /** @description An ISO date-time with its offset, e.g. 2027-05-20T09:00:00+03:00. */
            appointment: string;
        };
        RescheduleInput: {
            /** @description The new ISO date-time with its offset. */
            appointment: string;
            /** @description The version the user acted on; a newer one answers 409. */
            version?: number;
        };
        VersionInput: {
            /** @description The version the user acted on; a newer one answers 409. */
            version?: number;
        };
        RejectInput: {
            reject_reason?: string;
            version?: number;
        };
        AssignableAppointments: {
            squares: {
                id: number;
                name: string;
                code: string;
                waiting: number;
            }[];
            assignments: {
                id: number;
                camp_name: string;
                company_id: number;
                company_name: string;
            }[];
            booked: {
                id: number;
                /** Format: date-time */
                appointment: string;
                camp_name: string;
                status: string;
            }[];
        };
        AppointmentFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the camp's and the company's names. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); latest appointment first by default.
             * @enum {string}
             */
            sort?: "appointment" | "created_at" | "status";
            direction?: components["schemas"]["SortDirection"];
            status?: string;
            square_id?: number;
            assign_camp_id?: number;
            company_id?: number;
            /**
             * @description 1: only missed appointments; 0: only those not missed.
             * @enum {integer}
             */
            missed?: 0 | 1;
            /**
             * Format: date
             * @description From this day (Makkah time).
             */
            from?: string;
            /**
             * Format: date
             * @description Up to and including this day.
             */
            to?: string;
        };
        AppointmentPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Appointment"][];
            };
            filters: components["schemas"]["AppointmentFilters"];
        };
        AppointmentResponse: {
            message: string;
            data: components["schemas"]["Appointment"];
        };
        AssignReceiver: {
            id: number;
            name: string;
            company_name: string | null;
            /** @description The commercial register number on the account. */
            cr: string | null;
        };
        AssignmentVersion: {
            /** @description The version the user acted on; a newer one answers 409. */
            version?: number;
        };
        AssignmentReCustomization: {
            /** @description The new receiving company (an active company account, not the current one). */
            receiver_company_id: number;
            /** @description The company's commercial register number (10 digits). */
            receiver_cr: string;
            /** @description The version the user acted on; a newer one answers 409. */
            version?: number;
        };
        Assignment: {
            id: number;
            /** @description The id of a record of camps (general/camps). */
            camp_id: number;
            /** @description The id of a record of squares (general/squares). */
            square_id: number;
            /** @description The id of a record of countries (general/countries). */
            country_id: number;
            /** @description The receiving company (a company account: users). */
            receiver_company_id: number;
            receiver_cr: string;
            /** @description The site sketch (spec get_kroky). */
            get_kroky: components["schemas"]["StoredFile"] | null;
            /** @description The assignment file (spec get_assign_file). */
            get_assign_file: components["schemas"]["StoredFile"] | null;
            /** @description The company that receiver_company_id points at. */
            get_receiver_company: components["schemas"]["AssignReceiver"] | null;
            /** @description The camp that camp_id points at. */
            get_camp: {
                id: number;
                name: string;
                name_en?: string | null;
            } | null;
            /** @description The square that square_id points at. */
            get_square: {
                id: number;
                name: string;
                name_en?: string | null;
            } | null;
            /** @description The country that country_id points at. */
            get_country: {
                id: number;
                name: string;
                name_en?: string | null;
            } | null;
            /** @description A status of the assignment machine. */
            status: string;
            /** @description The status in the caller's language. */
            status_text: string;
            /**
             * @description The handover contract's signature state: signed once every signer of the handover form signed.
             * @enum {string}
             */
            contract_status: "unsigned" | "signed";
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        AssignmentInput: {
            /** @description The receiving company: an active service provider or raft company account. */
            receiver_company_id: number;
            /** @description The id of a record of camps (general/camps). */
            camp_id: number;
            /** @description The id of a record of squares (general/squares). */
            square_id: number;
            /** @description The id of a record of countries (general/countries). */
            country_id: number;
            /** @description The receiving company's commercial register number (10 digits). */
            receiver_cr: string;
            /** Format: binary */
            kroky?: string;
            /** Format: binary */
            assign_file?: string;
            /** @description On update, the version the user edited. */
            version?: number;
        };
        AssignmentFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the receiver's CR, the camp's name (either language) or the receiving company's name. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "receiver_cr" | "status";
            direction?: components["schemas"]["SortDirection"];
            status?: string;
            /** @description Only the records pointing at this camps record. */
            camp_id?: number;
            /** @description Only the records pointing at this squares record. */
            square_id?: number;
            /** @description Only the records pointing at this countries record. */
            country_id?: number;
            /** @description Only the assignments this company receives. */
            receiver_company_id?: number;
            /** @enum {string} */
            contract_status?: "unsigned" | "signed";
        };
        AssignmentPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Assignment"][];
            };
            filters: components["schemas"]["AssignmentFilters"];
        };
        AssignmentResponse: {
            message: string;
            data: components["schemas"]["Assignment"];
        };
        /** @description The account that made the change. */
        AuditLogActor: {
            id: number;
            name: string;
            email: string | null;
        };
        AuditLogEntry: {
            id: number;
            /** Format: date-time */
            at: string;
            /** @description The table name (spec: "table name"). */
            entity: string;
            /** @description The table's name for people, in the caller's language. */
            entity_text: string;
            /** @description The record's id in that table. */
            entity_id: number;
            event: string;
            /** @description The event's label in the caller's language (a lifecycle's own label where it has one). */
            event_text: string;
            module: string | null;
            /** @description `change`, `create`, `transition`… */
            method: string | null;
            message: string | null;
            /** @description null for the system (seed, jobs) or a visitor who was not signed in. */
            actor: components["schemas"]["AuditLogActor"] | null;
            /** @description The fields whose value differs between old and new (every field of a record created or deleted). */
            changed: string[];
        };
        AuditLogDetail: components["schemas"]["AuditLogEntry"] & {
            ip: string | null;
            /** @description The record before the change (null when it was created); secret fields read `[redacted]`. */
            old_value: {
                [key: string]: unknown;
            } | null;
            /** @description The record after the change (null when it was deleted); secret fields read `[redacted]`. */
            new_value: {
                [key: string]: unknown;
            } | null;
        };
        AuditLogFilters: components["schemas"]["ListRequest"] & {
            /** @description The table name, e.g. `countries`. */
            entity?: string;
            /** @description The record (with `entity`, one record's history). */
            entity_id?: number;
            /** @description The account that made the change. */
            actor_id?: number;
            /** @description The account that made the change: its name, username or e-mail contains this. */
            actor?: string;
            /** @description The event, exactly (`create`, `update`, `APPROVE`…). */
            event?: string;
            /**
             * Format: date
             * @description From this day (Saudi time), inclusive.
             */
            from?: string;
            /**
             * Format: date
             * @description Up to this day (Saudi time), inclusive; not before `from`.
             */
            to?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "at";
            direction?: components["schemas"]["SortDirection"];
        };
        AuditLogPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["AuditLogEntry"][];
            };
            filters: components["schemas"]["AuditLogFilters"];
        };
        AuditLogResponse: {
            message: string;
            data: components["schemas"]["AuditLogDetail"];
        };
        LoginRequest: {
            email: string;
            password: string;
            /** @description The site signing in (muzdalifah by default). */
            platform?: string;
            /** @description Optional one-time code. */
            code?: string;
        };
        Session: {
            /** @description Bearer token; present on sign-in only. */
            token?: string;
            /**
             * @description registration sessions reach only the registration forms.
             * @enum {string}
             */
            scope: "portal" | "registration";
            /** Format: date-time */
            expires_at?: string;
            user: components["schemas"]["User"];
            type?: components["schemas"]["AccountType"];
            roles: components["schemas"]["RoleRef"][];
            permissions: string[];
            /** @description Consultant profile of the account, when it is one. */
            consultant?: null | {
                id: number;
                name: string;
            };
            is_belong_to_alliacne?: components["schemas"]["Flag"];
            is_alliance_leader?: components["schemas"]["Flag"];
            preferences?: components["schemas"]["ThemePreferences"];
        };
        Camp: {
            id: number;
            name: string;
            name_en: string;
            /** @description The id of a record of squares (general/squares). */
            square_id: number;
            /** @description Pilgrims. */
            capacity: number;
            /** @description Square metres. */
            area_m2: number | null;
            /** @description Spec 000 §3: a developed camp has permanent buildings. */
            is_developed: components["schemas"]["Flag"];
            notes: string | null;
            /** @description The square that square_id points at. */
            get_square: {
                id: number;
                name: string;
                name_en?: string | null;
            } | null;
            /** @description A status of the camp machine. */
            status: string;
            /** @description The status in the caller's language. */
            status_text: string;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CampInput: {
            /** @description As the plans name it, e.g. مخيم 7-12; unique. */
            name: string;
            /** @description e.g. Camp 7-12; unique. */
            name_en: string;
            /** @description The id of a record of squares (general/squares). */
            square_id: number;
            /** @description Pilgrims. */
            capacity: number;
            /** @description Square metres. */
            area_m2?: number;
            /** @description Spec 000 §3: a developed camp has permanent buildings. */
            is_developed?: components["schemas"]["Flag"];
            notes?: string;
            /** @description On update, the version the user edited. */
            version?: number;
        };
        CampEvent: {
            /** @enum {string} */
            event: "SET_READY" | "SET_NOT_READY";
            /** @description The version the user acted on; a newer one answers 409. */
            version?: number;
        } & {
            [key: string]: string | number | (string | number)[];
        };
        CampFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); square by square by default.
             * @enum {string}
             */
            sort?: "square_id" | "name" | "name_en" | "capacity" | "area_m2" | "status" | "created_at";
            direction?: components["schemas"]["SortDirection"];
            status?: string;
            /** @description Only the records pointing at this squares record. */
            square_id?: number;
            /** @description Only developed camps (1) or only undeveloped ones (0). */
            is_developed?: components["schemas"]["Flag"];
        };
        CampPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Camp"][];
            };
            filters: components["schemas"]["CampFilters"];
        };
        CampResponse: {
            message: string;
            data: components["schemas"]["Camp"];
        };
        CarLicenceOrder: {
            id: number;
            plate_number: string;
            car_type: string;
            driver_name: string;
            driver_id_number: string;
            notes: string | null;
            /** @description The authority's reason, on a rejected request. */
            reject_reason: string | null;
            /** @description A status of the carLicenceOrder machine. */
            status: string;
            /** @description The status in the caller's language. */
            status_text: string;
            /** @description The company the record belongs to. */
            company_id: number;
            /** @description The name of the company that made the request. */
            company_name: string | null;
            /** @description When the authority approved it (the licence is issued). */
            approved_at: string | null;
            /** @description The public page its QR code opens (/request-licenses/qr/{qr}), once approved; null before. */
            verify_path: string | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CarLicenceOrderInput: {
            plate_number: string;
            car_type: string;
            driver_name: string;
            /** @description The driver's ID or iqama: 10 digits (422 otherwise, the form's rule). */
            driver_id_number: string;
            notes?: string;
            /** @description On update, the version the user edited. */
            version?: number;
        };
        CarLicenceOrderEvent: {
            /**
             * @description The authority's decisions (ours); a rejection needs `reject_reason`. Updating and cancelling have their own calls.
             * @enum {string}
             */
            event: "APPROVE" | "REJECT";
            /** @description The version the user acted on; a newer one answers 409. */
            version?: number;
        } & {
            [key: string]: string | number | (string | number)[];
        };
        CarLicenceOrderCancel: {
            /** @description The version the user acted on; a newer one answers 409. */
            version?: number;
        };
        CarLicenceOrderCancelled: {
            message: string;
            data: {
                licenseCarOrder: components["schemas"]["CarLicenceOrder"];
            };
        };
        CarLicenceOrderFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "plate_number";
            direction?: components["schemas"]["SortDirection"];
            status?: string;
        };
        CarLicenceOrderPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["CarLicenceOrder"][];
            };
            filters: components["schemas"]["CarLicenceOrderFilters"];
        };
        CarLicenceOrderResponse: {
            message: string;
            data: components["schemas"]["CarLicenceOrder"];
        };
        Category: {
            id: number;
            name: string;
            name_en: string;
            is_active: components["schemas"]["Flag"];
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CategoryInput: {
            name: string;
            name_en: string;
            is_active?: components["schemas"]["Flag"];
            /** @description On update, the version the user edited. */
            version?: number;
        };
        CategoryFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /** @description 1: only the categories offered; 0: only those switched off. */
            is_active?: components["schemas"]["Flag"];
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "name" | "name_en";
            direction?: components["schemas"]["SortDirection"];
        };
        CategoryPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Category"][];
            };
            filters: components["schemas"]["CategoryFilters"];
        };
        CategoryResponse: {
            message: string;
            data: components["schemas"]["Category"];
        };
        /** @description One voter's vote on a company's clearance — a record of the `clearance` machine. */
        ClearanceVote: {
            /** @description The vote's record id (the workflow endpoints' `id`). */
            id: number;
            company_id: number;
            voter_id: number;
            /** @description The voter's company name, else its name. */
            voter_name: string | null;
            /** @description The voter's account type code. */
            voter_type: string | null;
            /**
             * @description A status of the clearance machine: pending (no vote yet, ours), accept, reject.
             * @enum {string}
             */
            status: "pending" | "accept" | "reject";
            /** @description The status in the caller's language. */
            status_text: string;
            /** @description Why the voter rejected (on a reject; cleared by a later accept). */
            reason: string | null;
            /** @description When the voter last voted; null before. */
            voted_at: string | null;
            /** @description Optimistic-concurrency version; send it back with the vote. */
            version: number;
        };
        /** @description A company's clearance (spec 001 §3 "Clearance company — clearance_status (accept or reject), initiator"). */
        Clearance: {
            id: number;
            company_id: number;
            company_name: string | null;
            /** @description Who started the clearance. */
            initiator_id: number | null;
            initiator_name: string | null;
            /**
             * @description Derived from the votes: accept (cleared) when every vote is accept, reject when any is reject, else pending (in progress, ours).
             * @enum {string}
             */
            clearance_status: "pending" | "accept" | "reject";
            /** @description The company's status in the caller's language. */
            clearance_status_text: string;
            votes_total: number;
            votes_accepted: number;
            votes_rejected: number;
            /** @description Every vote, by voter name. */
            votes: components["schemas"]["ClearanceVote"][];
            /** @description The caller's own vote on this clearance, when the caller is one of its voters. */
            my_vote: components["schemas"]["ClearanceVote"] | null;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When the clearance or one of its votes last changed.
             */
            updated_at: string;
        };
        ClearanceHistoryEntry: {
            event: string;
            from: string | null;
            to: string;
            vote: string | null;
            reason: string | null;
            actor_id: number | null;
            actor_name: string | null;
            /** Format: date-time */
            at: string;
        };
        ClearanceVoteInput: {
            /** @description The company whose clearance the caller votes on. */
            company_id: number;
            /** @description accept or reject (422 on `vote` otherwise). */
            vote: string;
            /** @description Why: required with a vote of reject (422 on `reason`). */
            reason?: string;
            /** @description The vote's version the user acted on; a newer one answers 409. */
            version?: number;
        };
        ClearanceInitiateInput: {
            /** @description The company to clear (an active company account). */
            company_id: number;
            /** @description The voters: active accounts, not the company itself. */
            voter_ids: number[];
        };
        ClearanceFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the company's and the initiator's names. */
            search?: string;
            /**
             * @description The company's derived clearance_status.
             * @enum {string}
             */
            status?: "pending" | "accept" | "reject";
            /** @description 1: only the clearances the caller votes on (/clearance-kidana). */
            mine?: components["schemas"]["Flag"];
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at";
            direction?: components["schemas"]["SortDirection"];
        };
        ClearancePage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Clearance"][];
            };
            filters: components["schemas"]["ClearanceFilters"];
        };
        ClearanceResponse: {
            message: string;
            data: components["schemas"]["Clearance"];
        };
        ClearanceVoteResponse: {
            message: string;
            data: {
                vote: components["schemas"]["ClearanceVote"];
                clearance: components["schemas"]["Clearance"];
                history: components["schemas"]["ClearanceHistoryEntry"][];
            };
        };
        Country: {
            id: number;
            name: string;
            name_en: string;
            /** @description ISO 3166-1 alpha-2 (ours; the spec names only name and name_en). */
            iso_code: string | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CountryInput: {
            name: string;
            name_en: string;
            /** @description ISO 3166-1 alpha-2, any case (stored upper-case); optional, blank for none. */
            iso_code?: string;
            /** @description On update, the version the user edited. */
            version?: number;
        };
        CountryFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); by the Arabic name by default.
             * @enum {string}
             */
            sort?: "name" | "name_en" | "iso_code" | "created_at";
            direction?: components["schemas"]["SortDirection"];
        };
        CountryPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Country"][];
            };
            filters: components["schemas"]["CountryFilters"];
        };
        CountryResponse: {
            message: string;
            data: components["schemas"]["Country"];
        };
        /**
         * @description spec 000 §3 (general, assign, temporary licence) and spec 001 §4 (assign, reassign, lock, simple_readiness_license, check_test).
         * @enum {string}
         */
        FormType: "general" | "assign" | "temp_license" | "reassign" | "lock" | "simple_readiness_license" | "check_test";
        Form: {
            id: number;
            name: string;
            name_en: string;
            type: components["schemas"]["FormType"];
            withCategory: components["schemas"]["Flag"];
            /** @description The form's printed text. */
            body: string | null;
            body_en: string | null;
            signers: components["schemas"]["FormSigner"][];
            /** @description In the order the form asks them. */
            questions: components["schemas"]["FormQuestion"][];
            questions_count: number;
            /** @description SAR, the sum of the questions' prices ("1250.00"). */
            total_price: string;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        FormSigner: {
            /** @description The account type that signs. */
            type_id: number;
            /** @description Always 1 (spec 000 §5). */
            signer_num: number;
            code: string;
            name: string;
            name_en: string;
        };
        FormQuestion: {
            question_id: number;
            sort: number;
            /** @description SAR ("150.00"). */
            price: string;
            title: string;
            title_en: string;
            type: components["schemas"]["QuestionType"];
            required: components["schemas"]["Flag"];
            category: components["schemas"]["QuestionCategoryRef"] | null;
        };
        FormQuestionChoice: {
            id: number;
            title: string;
            title_en: string;
            type: components["schemas"]["QuestionType"];
            category: components["schemas"]["QuestionCategoryRef"] | null;
        };
        FormPriceItem: {
            question_id: number;
            /** @description SAR, at most two decimals. */
            price?: number | string;
        };
        FormInput: {
            name: string;
            name_en: string;
            type?: components["schemas"]["FormType"];
            withCategory?: components["schemas"]["Flag"];
            body?: string;
            body_en?: string;
            signers?: {
                type_id: number;
                /** @enum {integer} */
                signer_num?: 1;
            }[];
            /** @description In order; at least one. */
            questions?: components["schemas"]["FormPriceItem"][];
            /** @description On update, the version the user edited. */
            version?: number;
        };
        FormPricesInput: {
            prices: components["schemas"]["FormPriceItem"][];
            version?: number;
        };
        FormFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the names. */
            search?: string;
            type?: components["schemas"]["FormType"];
            withCategory?: components["schemas"]["Flag"];
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "name" | "name_en" | "type";
            direction?: components["schemas"]["SortDirection"];
        };
        FormPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Form"][];
            };
            filters: components["schemas"]["FormFilters"];
        };
        FormResponse: {
            message: string;
            data: components["schemas"]["Form"];
        };
        Guide: {
            id: number;
            title: string;
            title_en: string | null;
            description: string;
            file: components["schemas"]["StoredFile"] | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description title, description and file are required (spec 001 §5) — on a change, the file only when the guide has none on record. A missing one is a 422 on its field. */
        GuideInput: {
            /** @description Required. */
            title?: string;
            title_en?: string;
            /** @description Required. */
            description?: string;
            /**
             * Format: binary
             * @description The guide's document (PDF or image, at most 2 MB). Required on a new guide; on a change, leaving it out keeps the current one.
             */
            file?: string;
            /** @description On update, the version the user edited. */
            version?: number;
        };
        GuideFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "title";
            direction?: components["schemas"]["SortDirection"];
        };
        GuidePage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Guide"][];
            };
            filters: components["schemas"]["GuideFilters"];
        };
        GuideResponse: {
            message: string;
            data: components["schemas"]["Guide"];
        };
        HandoverAnswersInput: {
            appointment_id: number;
            form_id: number;
            answers?: {
                question_id: number;
                answer?: string;
            }[];
        };
        SignFormInput: {
            assign_camp_id?: number;
            appointment_id?: number;
            form_id: number;
        };
        BulkSignInput: {
            ids: number[];
        };
        HandoverSignature: {
            id: number;
            assign_camp_id: number;
            form_id: number;
            /** @description The signing account type. */
            type_id: number;
            type_code: string;
            type_name: string;
            /** @description Always 1 (spec 000 §5). */
            signer_num: number;
            /** @enum {string} */
            status: "unsigned" | "signed";
            version: number;
            signed_by: number | null;
            signed_by_name: string | null;
            /** Format: date-time */
            signed_at: string | null;
            /** @description The signer's profile signature at signing time. */
            signature: components["schemas"]["StoredFile"] | null;
        };
        AppointmentFormsResponse: {
            message: string;
            data: {
                appointment_id: number;
                /** Format: date-time */
                appointment: string;
                appointment_status: string;
                current_appointment: components["schemas"]["Flag"];
                assign_camp_id: number;
                assignment_status: string;
                contract_status: string;
                camp_name: string;
                forms: {
                    id: number;
                    name: string;
                    withCategory: components["schemas"]["Flag"];
                    questions_count: number;
                    signers: components["schemas"]["FormSigner"][];
                    answered: components["schemas"]["Flag"];
                    signatures: components["schemas"]["HandoverSignature"][];
                }[];
                /** @description The assignment's events and, for each unavailable one, why. */
                events: components["schemas"]["RecordEvent"][];
            };
        };
        HandoverViewResponse: {
            message: string;
            data: {
                assign_camp_id: number;
                assignment_status: string;
                contract_status: string;
                form: {
                    id: number;
                    name: string;
                    name_en: string;
                    withCategory: components["schemas"]["Flag"];
                    body: string | null;
                    body_en: string | null;
                };
                answered: components["schemas"]["Flag"];
                /** Format: date-time */
                answered_at: string | null;
                questions: {
                    question_id: number;
                    title: string;
                    title_en: string;
                    /** @enum {string} */
                    type: "yes_no" | "text" | "number" | "choice" | "date";
                    required: boolean;
                    options: {
                        id: number;
                        name: string;
                        name_en: string;
                    }[];
                    category: null | {
                        id: number;
                        name: string;
                        name_en: string;
                    };
                    answer: string | null;
                }[];
                signatures: components["schemas"]["HandoverSignature"][];
            };
        };
        SignResultResponse: {
            message: string;
            data: {
                /** @description The signature. */
                id: number;
                assign_camp_id: number;
                form_id: number;
                status: string;
                assignment_status: string;
                contract_status: string;
            };
        };
        InvoiceLine: {
            id: number;
            description: string;
            quantity: number;
            unit_price: components["schemas"]["Sar"];
            net: components["schemas"]["Sar"];
            vat: components["schemas"]["Sar"];
            total: components["schemas"]["Sar"];
        };
        Invoice: components["schemas"]["PaymentOrderCommon"] & {
            invoice_id: number;
            /** @description INV-yyyy-nnnnn */
            number: string;
            seller_name: string;
            seller_vat_number: string;
            vat_rate: number;
            net_total: components["schemas"]["Sar"];
            vat_total: components["schemas"]["Sar"];
            total: components["schemas"]["Sar"];
            /** @description Empty in lists. */
            lines: components["schemas"]["InvoiceLine"][];
            /** @description The e-invoice QR code's text: base64 TLV of seller name, VAT number, time stamp, total with VAT, VAT total. */
            qr: string;
        };
        InvoiceLineInput: {
            description: string;
            quantity: number | string;
            unit_price: components["schemas"]["SarInput"];
        };
        InvoiceInput: {
            company_id: number;
            description: string;
            due_date: string;
            lines: components["schemas"]["InvoiceLineInput"][];
            /** @description On update, the version the user edited. */
            version?: number;
        };
        InvoiceDocsInput: {
            invoice_id: number;
            /** Format: binary */
            attachment: string;
            version?: number;
        };
        InvoiceStateInput: {
            invoice_id: number;
            /** @enum {string} */
            status: "approved" | "rejected";
            rejection_reason?: string;
            version?: number;
        };
        InvoiceFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the description. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "due_date" | "total";
            direction?: components["schemas"]["SortDirection"];
            status?: string;
            company_id?: number;
        };
        InvoicePage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Invoice"][];
            };
            filters: components["schemas"]["InvoiceFilters"];
        };
        InvoiceResponse: {
            message: string;
            data: components["schemas"]["Invoice"];
        };
        License: {
            id: number;
            name: string;
            name_en: string | null;
            /** @description How many days a licence of this kind is valid (the start day counts). */
            validity_days: number;
            is_temporary: components["schemas"]["Flag"];
            /** @description Temporary or season licence, in the caller's language. */
            is_temporary_text: string;
            description: string | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        LicenseInput: {
            name: string;
            name_en?: string;
            validity_days: number;
            /** @description 1 a temporary licence, 0 (or left out) a season licence. */
            is_temporary?: components["schemas"]["Flag"];
            description?: string;
            /** @description On update, the version the user edited. */
            version?: number;
        };
        LicenseFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /** @description Only temporary (1) or only season (0) licences. */
            is_temporary?: components["schemas"]["Flag"];
            /**
             * @description The field to order by (see `direction`); by name by default.
             * @enum {string}
             */
            sort?: "name" | "validity_days" | "created_at";
            direction?: components["schemas"]["SortDirection"];
        };
        LicensePage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["License"][];
            };
            filters: components["schemas"]["LicenseFilters"];
        };
        LicenseResponse: {
            message: string;
            data: components["schemas"]["License"];
        };
        RecordEvents: {
            workflow: string;
            id: number;
            /** @description The record's status: a state of its machine. */
            status: string;
            /** @description The version to send back with an event (null for a record without one). */
            version: number | null;
            events: components["schemas"]["RecordEvent"][];
        };
        RecordEvent: {
            /** @description The event, UPPER_SNAKE (e.g. ACTIVATE). */
            event: string;
            label: components["schemas"]["Label"];
            allowed: components["schemas"]["Flag"];
            /** @description Why the caller may not send it now, in the caller's language (absent when allowed). */
            reason?: string;
            /** @description The question a screen asks before sending it. */
            confirm?: string;
            /** @description The payload fields its rules require. */
            fields?: string[];
        };
        LocationGuide: {
            id: number;
            title: string;
            title_en: string | null;
            description: string;
            file: components["schemas"]["StoredFile"] | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description title, description and file are required (spec 001 §5) — on a change, the file only when the guide has none on record. A missing one is a 422 on its field. */
        LocationGuideInput: {
            /** @description Required. */
            title?: string;
            title_en?: string;
            /** @description Required. */
            description?: string;
            /**
             * Format: binary
             * @description The guide's document (PDF or image, at most 2 MB). Required on a new guide; on a change, leaving it out keeps the current one.
             */
            file?: string;
            /** @description On update, the version the user edited. */
            version?: number;
        };
        LocationGuideFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "title";
            direction?: components["schemas"]["SortDirection"];
        };
        LocationGuidePage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["LocationGuide"][];
            };
            filters: components["schemas"]["LocationGuideFilters"];
        };
        LocationGuideResponse: {
            message: string;
            data: components["schemas"]["LocationGuide"];
        };
        LocationLicense: {
            id: number;
            name: string;
            name_en: string | null;
            /** @description How many days a licence of this kind is valid (the start day counts). */
            validity_days: number;
            is_temporary: components["schemas"]["Flag"];
            /** @description Temporary or season licence, in the caller's language. */
            is_temporary_text: string;
            description: string | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        LocationLicenseInput: {
            name: string;
            name_en?: string;
            validity_days: number;
            /** @description 1 a temporary licence, 0 (or left out) a season licence. */
            is_temporary?: components["schemas"]["Flag"];
            description?: string;
            /** @description On update, the version the user edited. */
            version?: number;
        };
        LocationLicenseFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /** @description Only temporary (1) or only season (0) licences. */
            is_temporary?: components["schemas"]["Flag"];
            /**
             * @description The field to order by (see `direction`); by name by default.
             * @enum {string}
             */
            sort?: "name" | "validity_days" | "created_at";
            direction?: components["schemas"]["SortDirection"];
        };
        LocationLicensePage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["LocationLicense"][];
            };
            filters: components["schemas"]["LocationLicenseFilters"];
        };
        LocationLicenseResponse: {
            message: string;
            data: components["schemas"]["LocationLicense"];
        };
        LocationPledge: {
            id: number;
            title: string;
            title_en: string | null;
            body: string | null;
            file: components["schemas"]["StoredFile"] | null;
            /** @description A fire pledge (1): one of the fire pledges the spec names. */
            is_fire: components["schemas"]["Flag"];
            /** @description Every location order must carry this pledge (1): counted as the required pledge count. */
            is_required: components["schemas"]["Flag"];
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        LocationPledgeInput: {
            title: string;
            title_en?: string;
            /** @description The commitment's wording. */
            body?: string;
            /**
             * Format: binary
             * @description The template document (PDF or image, at most 2 MB); on update, leaving it out keeps the current one.
             */
            file?: string;
            /** @description A fire pledge. */
            is_fire?: components["schemas"]["Flag"];
            /** @description Required for every location order. */
            is_required?: components["schemas"]["Flag"];
            /** @description On update, the version the user edited. */
            version?: number;
        };
        LocationPledgeFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /** @description Only fire pledges (1) or only the others (0). */
            is_fire?: components["schemas"]["Flag"];
            /** @description Only pledges required for every location order (1) or only the optional ones (0). */
            is_required?: components["schemas"]["Flag"];
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "title";
            direction?: components["schemas"]["SortDirection"];
        };
        LocationPledgePage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["LocationPledge"][];
            };
            filters: components["schemas"]["LocationPledgeFilters"];
        };
        LocationPledgeResponse: {
            message: string;
            data: components["schemas"]["LocationPledge"];
        };
        LocationInputService: {
            id: number;
            /** @description The id of a record of locationServices (general/location-services). */
            service_id: number;
            name: string;
            name_en: string | null;
            type: components["schemas"]["ServiceInputType"];
            /** @description The type's word in the caller's language. */
            type_text: string;
            required: components["schemas"]["Flag"];
            /** @description The location service that service_id points at. */
            get_service: {
                id: number;
                name: string;
                name_en?: string | null;
            } | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        LocationInputServiceInput: {
            /** @description The id of a record of locationServices (general/location-services). */
            service_id: number;
            name: string;
            name_en?: string;
            type: components["schemas"]["ServiceInputType"];
            required?: components["schemas"]["Flag"];
            /** @description On update, the version the user edited. */
            version?: number;
        };
        LocationInputServiceFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "service_id" | "created_at" | "name";
            direction?: components["schemas"]["SortDirection"];
            /** @description Only the records pointing at this locationServices record. */
            service_id?: number;
            type?: components["schemas"]["ServiceInputType"];
        };
        LocationInputServicePage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["LocationInputService"][];
            };
            filters: components["schemas"]["LocationInputServiceFilters"];
        };
        LocationInputServiceResponse: {
            message: string;
            data: components["schemas"]["LocationInputService"];
        };
        LocationService: {
            id: number;
            name: string;
            name_en: string | null;
            /** @description The specialty (general/location-specialist) whose works these are. */
            specialist_id: number;
            /** @description The days the works take. */
            count_day: number;
            description: string | null;
            /** @description The location specialist that specialist_id points at. */
            get_specialist: {
                id: number;
                name: string;
                name_en?: string | null;
            } | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        LocationServiceInput: {
            /** @description Stored trimmed, runs of spaces as one. A second service of this name (case-insensitively) under the same specialty is a 422 on `name`, "Service already exists" (spec 001 §5). */
            name: string;
            name_en?: string;
            /** @description The specialty (general/location-specialist) whose works these are. */
            specialist_id: number;
            /** @description The days the works take, 1 to 365. Required: left out, the 422 on `count_day` says the spec's words, "A service count_day is required" (spec 001 §5; shared/rules/locationServices.ts, so the bounds are checked there too). */
            count_day?: number;
            description?: string;
            /** @description On update, the version the user edited. */
            version?: number;
        };
        LocationServiceFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "name";
            direction?: components["schemas"]["SortDirection"];
            /** @description Only the records pointing at this locationSpecialists record. */
            specialist_id?: number;
        };
        LocationServicePage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["LocationService"][];
            };
            filters: components["schemas"]["LocationServiceFilters"];
        };
        LocationServiceResponse: {
            message: string;
            data: components["schemas"]["LocationService"];
        };
        LocationSpecialist: {
            id: number;
            name: string;
            name_en: string | null;
            note: string | null;
            is_req: components["schemas"]["Flag"];
            /** @description The id of a record of categories (general/categories). */
            cat_id: number;
            /** @description The category that cat_id points at. */
            get_cat: {
                id: number;
                name: string;
                name_en?: string | null;
            } | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        LocationSpecialistInput: {
            name: string;
            name_en?: string;
            note?: string;
            is_req?: components["schemas"]["Flag"];
            /** @description The id of a record of categories (general/categories). */
            cat_id: number;
            /** @description On update, the version the user edited. */
            version?: number;
        };
        LocationSpecialistFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "name";
            direction?: components["schemas"]["SortDirection"];
            /** @description Only the records pointing at this categories record. */
            cat_id?: number;
        };
        LocationSpecialistPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["LocationSpecialist"][];
            };
            filters: components["schemas"]["LocationSpecialistFilters"];
        };
        LocationSpecialistResponse: {
            message: string;
            data: components["schemas"]["LocationSpecialist"];
        };
        Notification: {
            id: number;
            /** @description The text in the reader's language (`Accept-Language`). Notifications are stored in both languages; one an administrator wrote in one language only is shown as written to every reader. */
            message: string;
            /** @description Where a click goes: a path in the portal, or an http(s) address. */
            link: string | null;
            is_seen: components["schemas"]["Flag"];
            /** Format: date-time */
            created_at: string;
        };
        UserNotificationsRequest: {
            /** @description Every notification instead of a page ("show all"). */
            all?: boolean | components["schemas"]["Flag"];
            /** @default 10 */
            paginate?: number;
            /** @description The message, in the reader's language, contains. */
            search?: string;
            is_seen?: components["schemas"]["Flag"];
        };
        UserNotifications: {
            notifications: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Notification"][];
            };
            unread_notify: number;
            questionnaire_required: components["schemas"]["Flag"];
            /** @description The questionnaire the user must answer first. */
            questionnaire_id: number | null;
        };
        /**
         * @description `type`: every active user of the type; `users`: chosen users of it.
         * @enum {string}
         */
        NotificationAudience: "type" | "users";
        NotificationSendFilters: components["schemas"]["ListRequest"] & {
            /** @description The message (either language) contains. */
            search?: string;
            type_id?: number;
            audience?: components["schemas"]["NotificationAudience"];
            /**
             * @description The field to order by (see `direction`).
             * @enum {string}
             */
            sort?: "id" | "recipients" | "seen";
            direction?: components["schemas"]["SortDirection"];
        };
        NotificationForm: {
            /** @description The text in Arabic (or in the one language the author writes). */
            message: string;
            /** @description The text in English, optional: without it English readers see `message`. */
            message_en?: string;
            link?: string;
            type_id: number;
            custome_user?: components["schemas"]["Flag"];
            user_id?: number[];
        };
        NotificationSend: {
            id: number;
            /** @description The text in the reader's language (see Notification.message). */
            message: string;
            /** @description The text as written in Arabic (or in the author's one language). */
            message_ar: string;
            /** @description The text as written in English; null when the author wrote only one. */
            message_en: string | null;
            link: string | null;
            audience: components["schemas"]["NotificationAudience"];
            type_id: number | null;
            type: null | components["schemas"]["AccountType"];
            /** @description How many users it reached when it was sent. */
            recipients: number;
            /** @description How many of them have seen it. */
            seen: number;
            created_by: null | {
                id: number;
                name: string;
            };
            /** Format: date-time */
            created_at: string;
        };
        NotificationRecipientFilters: components["schemas"]["ListRequest"] & {
            /** @description Name, company or e-mail contains. */
            search?: string;
            is_seen?: components["schemas"]["Flag"];
        };
        NotificationRecipient: {
            user_id: number;
            name: string;
            company_name: string | null;
            email: string;
            is_seen: components["schemas"]["Flag"];
            /** Format: date-time */
            seen_at: string | null;
        };
        NotificationAudienceUser: {
            id: number;
            name: string;
            company_name: string | null;
            email: string;
        };
        OrderParty: {
            id: number;
            name: string;
            company_name?: string | null;
        } | null;
        OrderServiceLine: {
            id: number;
            service_id: number;
            /** @description null: the specialty is not specified yet. */
            specialist_id: number | null;
            quantity: number;
            service: {
                id: number;
                name: string;
                name_en?: string | null;
                count_day?: number;
            };
            specialist: {
                id: number;
                name: string;
            } | null;
        };
        Order: {
            id: number;
            /** @enum {string} */
            family: "order" | "locationOrder";
            title: string;
            /** @description The id of a record of camps (general/camps). */
            camp_id: number;
            /** @description The camp's square. */
            square_id: number | null;
            number_of_hijaj: number;
            tent_count: number | null;
            count_day: number | null;
            planed_achive_date: string | null;
            notes: string | null;
            /** @description The camp that camp_id points at. */
            get_camp: {
                id: number;
                name: string;
                name_en?: string | null;
            } | null;
            /** @description A status of the order machine (machines/order). */
            status: string;
            /** @description The status in the caller's language. */
            status_text: string;
            /** @description The receiving company (the same as receiver_id). */
            company_id: number;
            /** @description The receiving company (spec 001 §3). */
            receiver_id: number;
            receiver: components["schemas"]["OrderParty"];
            design_office_id: number | null;
            design_office: components["schemas"]["OrderParty"];
            contracter_id: number | null;
            contracter: components["schemas"]["OrderParty"];
            consulting_id: number | null;
            consultor: components["schemas"]["OrderParty"];
            garbage_id: number | null;
            garbage: components["schemas"]["OrderParty"];
            /** @description A specialty change waiting for the design office. */
            requested_specialist: number[] | null;
            rejection_reason: string | null;
            cancel_reason: string | null;
            license_start_date: string | null;
            license_end_date: string | null;
            /** @description Where the GIS image is downloaded (spec 001 §3). */
            full_gis_path: string | null;
            electric_meter: {
                subscription_number: string;
                metric_capacity?: number | null;
                closest_cabin?: string | null;
                metric_status?: string | null;
                payment_status?: string | null;
                last_read?: number | null;
                /** @enum {integer} */
                shared?: 0 | 1;
            } | null;
            electricity_delivery_date: string | null;
            services_count: number;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        OrderPledgeUploadRow: {
            id: number;
            pledge_id: number;
            /** @description A status of the attachment machine: pending, approved, rejected, replaced. */
            status: string;
            status_text: string;
            rejection_reason: string | null;
            file: components["schemas"]["StoredFile"];
            version: number;
            /** Format: date-time */
            created_at: string;
        };
        OrderPledgeRow: {
            pledge_id: number;
            title: string;
            title_en: string | null;
            /** @enum {integer} */
            is_required: 0 | 1;
            /** @enum {integer} */
            is_fire: 0 | 1;
            /** @description The pledge form to download, sign and upload. */
            template: components["schemas"]["StoredFile"] | null;
            /** @description Newest first. */
            uploads: components["schemas"]["OrderPledgeUploadRow"][];
        };
        OrderSignatureRow: {
            id: number;
            sharer_id: number;
            sharer: components["schemas"]["OrderParty"];
            /** @description signed or unsigned (machines/sharerSignature). */
            status: string;
            status_text: string;
            signed_at: string | null;
            version: number;
        };
        OrderHistoryRow: {
            event: string;
            from: string | null;
            to: string;
            /** Format: date-time */
            at: string;
            by: string | null;
            reason: string | null;
        };
        OrderEventOption: {
            event: string;
            /** @enum {integer} */
            allowed: 0 | 1;
            label: string;
            reason?: string | null;
        };
        OrderDetails: components["schemas"]["Order"] & {
            services: components["schemas"]["OrderServiceLine"][];
            pledges: components["schemas"]["OrderPledgeRow"][];
            signatures: components["schemas"]["OrderSignatureRow"][];
            history: components["schemas"]["OrderHistoryRow"][];
            /** @description The events the order's status takes, for this caller. */
            events: components["schemas"]["OrderEventOption"][];
            /** @description The parties the caller holds on the order (owner, designOffice, contractor, consultant). */
            parties: string[];
            facts: {
                serviceCount: number;
                unsignedSharers: number;
                servicesWithoutSpecialty: number;
                pledgesOutstanding: number;
                rejectedAttachments: number;
            };
        };
        OrderServiceInput: {
            service_id: number;
            /** @description Empty: not specified yet. */
            specialist_id?: number | string;
            quantity?: number;
        };
        OrderInput: {
            title: string;
            /** @description The id of a record of camps (general/camps). */
            camp_id: number;
            number_of_hijaj: number;
            tent_count?: number;
            count_day?: number;
            /** Format: date */
            planed_achive_date?: string;
            notes?: string;
            /** @description Forced to the caller for service_provider and gov (spec 001 §5). */
            receiver_id?: number;
            design_office_id: number;
            services: components["schemas"]["OrderServiceInput"][];
            /** @description On update, the version the user edited. */
            version?: number;
        };
        OrderVersion: {
            /** @description The version the user acted on; a newer one answers 409. */
            version?: number;
        };
        OrderById: {
            id: number;
            version?: number;
        };
        OrderApproval: components["schemas"]["OrderById"] & {
            /** @description Tsleem's approval: the licence's last day (YYYY-MM-DD). */
            license_end_date?: string;
        };
        OrderDecision: components["schemas"]["OrderById"] & {
            rejection_reason?: string;
        };
        OrderDecisionById: {
            rejection_reason?: string;
            version?: number;
        };
        OrderReceiver: {
            receiver_id: number;
            version?: number;
        };
        OrderSpecialist: {
            specialist: number | number[];
            version?: number;
        };
        OrderSpecialistDecision: {
            /** @enum {string} */
            status: "approve" | "reject";
            rejection_reason?: string;
            version?: number;
        };
        OrderCancel: {
            cancel_reason?: string;
            version?: number;
        };
        OrderLicenceEnd: {
            license_end_date?: string;
            version?: number;
        };
        OrderCandidateFilters: {
            /** @enum {string} */
            type: "contractor" | "consultant" | "design_office";
            search?: string;
        };
        OrderCandidatesResponse: {
            message: string;
            data: {
                id: number;
                name: string;
                company_name: string | null;
                type: string;
            }[];
        };
        OrderContractor: components["schemas"]["OrderById"] & {
            contracter_id: number;
        };
        OrderConsultant: components["schemas"]["OrderById"] & {
            consulting_id: number;
        };
        OrderBoth: components["schemas"]["OrderById"] & {
            contracter_id: number;
            consulting_id: number;
        };
        OrderPartyAnswer: components["schemas"]["OrderById"] & {
            /** @enum {string} */
            status: "approve" | "disapprove";
            rejection_reason?: string;
        };
        OrderGisImage: {
            /** Format: binary */
            gis_img: string;
            version?: number;
        };
        CampRef: {
            camp_id: number;
        };
        OrderSquareResponse: {
            message: string;
            data: {
                camp_id: number;
                square: {
                    id: number;
                    name: string;
                    name_en?: string | null;
                } | null;
            };
        };
        OrderElectricMeter: {
            subscription_number: string;
            metric_capacity?: number | string;
            closest_cabin?: string;
            metric_status?: string;
            payment_status?: string;
            last_read?: number | string;
            shared?: components["schemas"]["Flag"];
            version?: number;
        };
        OrderDelivery: {
            delivery_date?: string;
            version?: number;
        };
        OrderPledgeUpload: {
            pledge_id: number;
            /** Format: binary */
            file: string;
        };
        OrderLicence: {
            order_id: number;
            number: string;
            /** @enum {integer} */
            valid: 0 | 1;
            /** Format: date */
            issued_at: string;
            /** Format: date */
            valid_until: string;
            company: {
                name: string;
                name_en?: string | null;
                cr?: string | null;
            };
            camp: {
                name: string;
                name_en?: string | null;
            };
            square: string | null;
            parties: {
                role: components["schemas"]["Label"];
                name: string;
            }[];
            services: {
                name: string;
                specialty: string | null;
            }[];
            /** @description The public page its QR code opens (/orders/qr/{qr}). */
            verify_path: string;
        };
        OrderLicenceResponse: {
            message: string;
            data: components["schemas"]["OrderLicence"];
        };
        LicenceVerificationResponse: {
            message: string;
            /** @description The public check of any licence the portal issues (orders, location orders, readiness, temporary and car licences). */
            data: {
                /**
                 * @description 1 when the licence stands and today is within its dates.
                 * @enum {integer}
                 */
                valid: 0 | 1;
                /**
                 * @description cancelled: the licence no longer stands (its record left the licensed status).
                 * @enum {string}
                 */
                status: "valid" | "expired" | "cancelled";
                number: string;
                /** @description The licence's name, in the request's language. */
                title: string;
                company: string;
                /** @description Empty for a licence of no camp (a car licence). */
                camp: string;
                /** @description A car licence's vehicle (type and plate); null for the others. */
                vehicle: string | null;
                /**
                 * Format: date
                 * @description null: no end date (valid until withdrawn).
                 */
                valid_until: string | null;
            };
        };
        OrderFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the subject and notes. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "title";
            direction?: components["schemas"]["SortDirection"];
            status?: string;
            camp_id?: number;
            square_id?: number;
            /** @description The receiving company. */
            company_id?: number;
            /** @description Orders with a service of this specialty. */
            specialist_id?: number;
            /**
             * @description consulting: the orders waiting for a contractor's or consultant's answer (/orders/consulting; the statuses of machines/order/constants.ts CONSULTING_STATUSES).
             * @enum {string}
             */
            stage?: "consulting";
        };
        OrderPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Order"][];
            };
            filters: components["schemas"]["OrderFilters"];
        };
        OrderResponse: {
            message: string;
            data: components["schemas"]["Order"];
        };
        OrderDetailsResponse: {
            message: string;
            data: components["schemas"]["OrderDetails"];
        };
        CancelRequest: {
            id: number;
            /** @description The same as id (spec 001 §3). */
            canceled_request_id: number;
            order_id: number;
            order_title: string;
            /**
             * @description Cancel the order, or replace its contractor or consultant.
             * @enum {string}
             */
            type: "order" | "contractor" | "consultant";
            reason: string;
            replacement_id: number | null;
            replacement: components["schemas"]["OrderParty"];
            /** @description A status of the cancelRequest machine: pending, approved, rejected. */
            status: string;
            status_text: string;
            rejection_reason: string | null;
            company_id: number;
            version: number;
            /** Format: date-time */
            created_at: string;
        };
        CancelRequestFilters: components["schemas"]["ListRequest"] & {
            /** @enum {string} */
            status?: "pending" | "approved" | "rejected";
            /** @enum {string} */
            type?: "order" | "contractor" | "consultant";
            order_id?: number;
        };
        CancelRequestPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["CancelRequest"][];
            };
            filters: components["schemas"]["CancelRequestFilters"];
        };
        CancelRequestResponse: {
            message: string;
            data: components["schemas"]["CancelRequest"];
        };
        CancelRequestInput: {
            order_id: number;
            reason: string;
        };
        ContractorChangeRequest: {
            order_id: number;
            contracter_id: number;
            reason: string;
        };
        ConsultantChangeRequest: {
            order_id: number;
            consulting_id: number;
            reason: string;
        };
        CancelRequestDecision: {
            id: number;
            /** @enum {string} */
            status: "approved" | "rejected";
            rejection_reason?: string;
            version?: number;
        };
        OrderGarbage: components["schemas"]["OrderById"] & {
            garbage_id: number;
        };
        Report: {
            id: number;
            /** @description The same as id (spec 001 §3 Archive report). */
            achive_report_id: number;
            order_id: number;
            order_title: string;
            /** @description The consultant who filed it. */
            company_id: number;
            consultant: components["schemas"]["OrderParty"];
            progress: number;
            /** Format: date */
            achive_date: string;
            notes: string | null;
            file: components["schemas"]["StoredFile"];
            /** @description A status of the achievementReport machine: pending, approve, disapproved, old. */
            status: string;
            status_text: string;
            rejection_reason: string | null;
            version: number;
            /** Format: date-time */
            created_at: string;
        };
        ReportFilters: components["schemas"]["ListRequest"] & {
            /** @enum {string} */
            status?: "pending" | "approve" | "disapproved" | "old";
            order_id?: number;
        };
        ReportPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Report"][];
            };
            filters: components["schemas"]["ReportFilters"];
        };
        ReportResponse: {
            message: string;
            data: components["schemas"]["Report"];
        };
        ReportInput: {
            order_id: number;
            progress: number;
            /** Format: date */
            achive_date: string;
            notes?: string;
            /** Format: binary */
            file: string;
        };
        BlacklistEntry: {
            id: number;
            company_id: number;
            company: components["schemas"]["OrderParty"];
            reason: string;
            /** Format: date-time */
            created_at: string;
        };
        BlacklistFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the company's name. */
            search?: string;
        };
        BlacklistPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["BlacklistEntry"][];
            };
            filters: components["schemas"]["BlacklistFilters"];
        };
        BlacklistResponse: {
            message: string;
            data: components["schemas"]["BlacklistEntry"];
        };
        BlacklistInput: {
            company_id: number;
            reason: string;
        };
        OutboxMessage: {
            id: number;
            to_email: string;
            subject: string;
            body: string;
            /** @description The link the message carries, if any. */
            link: string | null;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When a mail server took it; null while it waits in the outbox.
             */
            sent_at: string | null;
        };
        OutboxFilters: components["schemas"]["ListRequest"] & {
            /** @description Recipient or subject contains. */
            search?: string;
        };
        OutboxPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["OutboxMessage"][];
            };
            filters: components["schemas"]["OutboxFilters"];
        };
        Pledge: {
            id: number;
            title: string;
            title_en: string | null;
            body: string | null;
            file: components["schemas"]["StoredFile"] | null;
            /** @description A fire pledge (1): one of the fire pledges the spec names. */
            is_fire: components["schemas"]["Flag"];
            /** @description Every order must carry this pledge (1): counted as the required pledge count. */
            is_required: components["schemas"]["Flag"];
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        PledgeInput: {
            title: string;
            title_en?: string;
            /** @description The commitment's wording. */
            body?: string;
            /**
             * Format: binary
             * @description The template document (PDF or image, at most 2 MB); on update, leaving it out keeps the current one.
             */
            file?: string;
            /** @description A fire pledge. */
            is_fire?: components["schemas"]["Flag"];
            /** @description Required for every order. */
            is_required?: components["schemas"]["Flag"];
            /** @description On update, the version the user edited. */
            version?: number;
        };
        PledgeFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /** @description Only fire pledges (1) or only the others (0). */
            is_fire?: components["schemas"]["Flag"];
            /** @description Only pledges required for every order (1) or only the optional ones (0). */
            is_required?: components["schemas"]["Flag"];
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "title";
            direction?: components["schemas"]["SortDirection"];
        };
        PledgePage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Pledge"][];
            };
            filters: components["schemas"]["PledgeFilters"];
        };
        PledgeResponse: {
            message: string;
            data: components["schemas"]["Pledge"];
        };
        Plot: {
            id: number;
            plot_number: string;
            /** @description The id of a record of camps (general/camps). */
            camp_id: number;
            color: string | null;
            located_in_gov_area: components["schemas"]["Flag"];
            is_developed: components["schemas"]["Flag"];
            developed_name: string | null;
            gate: string | null;
            street: string | null;
            /** @description The camp that camp_id points at. */
            get_camp: {
                id: number;
                name: string;
                name_en?: string | null;
            } | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        PlotInput: {
            plot_number: string;
            /** @description The id of a record of camps (general/camps). */
            camp_id: number;
            color?: string;
            located_in_gov_area?: components["schemas"]["Flag"];
            is_developed?: components["schemas"]["Flag"];
            developed_name?: string;
            gate?: string;
            street?: string;
            /** @description On update, the version the user edited. */
            version?: number;
        };
        PlotFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "plot_number";
            direction?: components["schemas"]["SortDirection"];
            /** @description Only the records pointing at this camps record. */
            camp_id?: number;
        };
        PlotPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Plot"][];
            };
            filters: components["schemas"]["PlotFilters"];
        };
        PlotResponse: {
            message: string;
            data: components["schemas"]["Plot"];
        };
        /** @enum {string} */
        SidebarColour: "primary" | "default" | "info" | "success" | "warning" | "danger";
        /** @enum {string} */
        SidenavType: "transparent" | "white";
        /** @description The theme choices of spec 000 §9, kept per user. Defaults: success, transparent, fixed navbar. */
        ThemePreferences: {
            sidebar_colour: components["schemas"]["SidebarColour"];
            sidenav_type: components["schemas"]["SidenavType"];
            navbar_fixed: components["schemas"]["Flag"];
        };
        ThemePreferencesRequest: {
            sidebar_colour?: components["schemas"]["SidebarColour"];
            sidenav_type?: components["schemas"]["SidenavType"];
            navbar_fixed?: components["schemas"]["Flag"];
        };
        Profile: {
            user: components["schemas"]["User"];
            preferences: components["schemas"]["ThemePreferences"];
        };
        ProfileUpdateRequest: {
            /** @description Up to 100 characters (textLimits.personName). */
            name: string;
            /** @description A Saudi mobile: the 9 digits starting with 5, or a full form; stored as 9665XXXXXXXX. */
            phone: string;
            /** @description The version the user edited; a newer one answers 409. */
            version?: number;
        };
        ChangePasswordRequest: {
            current_password: string;
            password: string;
            password_confirmation: string;
        };
        ProfileImagesRequest: {
            /** Format: binary */
            signature?: string;
            /** Format: binary */
            stamp?: string;
        };
        QuestionCategory: {
            id: number;
            name: string;
            name_en: string;
            all_users: components["schemas"]["Flag"];
            /** @description The users the category names (all_users 1), by name. */
            users: components["schemas"]["QuestionCategoryUser"][];
            /** @description The account types the category names (all_users 0), by type_id. */
            types: components["schemas"]["QuestionCategoryType"][];
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        QuestionCategoryInput: {
            name: string;
            name_en: string;
            all_users?: components["schemas"]["Flag"];
            /** @description With all_users 1, at least one (sent as users[0], users[1]…): "الرجاء تحديد مستخدمين" otherwise. */
            users?: number[];
            /** @description With all_users 0, at least one account type_id (types[0]…): "الرجاء تحديد أنواع مستخدمين" otherwise. */
            types?: number[];
            /** @description On update, the version the user edited. */
            version?: number;
        };
        QuestionCategoryFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            all_users?: components["schemas"]["Flag"];
            /** @description Categories naming this account type. */
            type_id?: number;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "name" | "name_en";
            direction?: components["schemas"]["SortDirection"];
        };
        QuestionCategoryPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["QuestionCategory"][];
            };
            filters: components["schemas"]["QuestionCategoryFilters"];
        };
        QuestionCategoryUser: {
            id: number;
            name: string;
            company_name: string | null;
            email: string | null;
            type_id: number;
        };
        QuestionCategoryType: {
            /** @description The account type_id. */
            id: number;
            code: string;
            name: string;
            name_en: string;
        };
        QuestionCategoryResponse: {
            message: string;
            data: components["schemas"]["QuestionCategory"];
        };
        Question: {
            id: number;
            title: string;
            title_en: string;
            type: components["schemas"]["QuestionType"];
            /** @description The choices of a `choice` question, in order; empty for the other types. */
            options: components["schemas"]["QuestionOption"][];
            required: components["schemas"]["Flag"];
            category_id: number | null;
            category: components["schemas"]["QuestionCategoryRef"] | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description The answer a question takes: yes or no, free text, a number, one of its options, a date.
         * @enum {string}
         */
        QuestionType: "yes_no" | "text" | "number" | "choice" | "date";
        QuestionOption: {
            /** @description Kept when the option is renamed; answers point at it. */
            id: number;
            name: string;
            name_en: string;
        };
        QuestionCategoryRef: {
            id: number;
            name: string;
            name_en: string;
        };
        QuestionInput: {
            title: string;
            title_en: string;
            type: components["schemas"]["QuestionType"];
            /** @description For a choice question, at least two (options[0][name], options[0][name_en], options[0][id] for a kept one). */
            options?: {
                id?: number;
                name?: string;
                name_en?: string;
            }[];
            required?: components["schemas"]["Flag"];
            /** @description A question category; left out for none. */
            category_id?: number | null;
            /** @description On update, the version the user edited. */
            version?: number;
        };
        QuestionFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            type?: components["schemas"]["QuestionType"];
            category_id?: number;
            required?: components["schemas"]["Flag"];
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "title" | "title_en" | "type";
            direction?: components["schemas"]["SortDirection"];
        };
        QuestionPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Question"][];
            };
            filters: components["schemas"]["QuestionFilters"];
        };
        QuestionResponse: {
            message: string;
            data: components["schemas"]["Question"];
        };
        ReadinessLicense: {
            id: number;
            /** @description The form of type simple_readiness_license whose questions it answers. */
            form_id: number | null;
            /** @description The delivered assignment (general/assign). */
            assign_camp_id: number;
            is_committed: components["schemas"]["Flag"];
            /** @description 0: the answers of this version are not sent yet (spec 001 §3). */
            has_answers_in_version: components["schemas"]["Flag"];
            /** @description Days, set on approval. */
            validity_period: number | null;
            rejection_reason: string | null;
            /** @description The kroky document's address (spec 001 §3 full_path). */
            full_path: string | null;
            get_kroky: components["schemas"]["StoredFile"] | null;
            camp_id: number;
            /** @description In the caller's language. */
            camp_name: string;
            square_name: string;
            company_id: number;
            company_name: string;
            approved_at: string | null;
            /** @description approved_at plus validity_period days. */
            expires_at: string | null;
            /** @enum {string} */
            status: "pending" | "approved" | "disapproved" | "rejected" | "cancelled";
            /** @description The status in the caller's language. */
            status_text: string;
            /** @description Optimistic-concurrency version; send it back with a step. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ReadinessQuestion: {
            question_id: number;
            sort: number;
            title: string;
            title_en: string;
            type: string;
            required: boolean;
            options: {
                id: number;
                name: string;
                name_en: string;
            }[];
            answer: string | null;
        };
        ReadinessHistoryEntry: {
            event: string;
            from: string | null;
            to: string;
            /** @description The step in the caller's language. */
            label: string;
            actor_name: string | null;
            /** Format: date-time */
            at: string;
            payload: {
                [key: string]: unknown;
            };
        };
        ReadinessLicenseDetails: components["schemas"]["ReadinessLicense"] & {
            form: {
                id: number;
                name: string;
                name_en: string;
            } | null;
            questions: components["schemas"]["ReadinessQuestion"][];
            history: components["schemas"]["ReadinessHistoryEntry"][];
            /** @description The public page its QR code opens (/readiness-license/qr/{qr}), once approved; null before. */
            qr: string | null;
        };
        ReadinessLicenseResponse: {
            message: string;
            data: components["schemas"]["ReadinessLicense"];
        };
        ReadinessLicenseDetailsResponse: {
            message: string;
            data: components["schemas"]["ReadinessLicenseDetails"];
        };
        ReadinessCampsResponse: {
            message: string;
            data: {
                /** @description The assignment: send it as assign_camp_id. */
                id: number;
                camp_id: number;
                camp_name: string;
                square_name: string;
            }[];
        };
        ReadinessStoreInput: {
            /** @description A delivered assignment of the caller's company ("please select the camp"). */
            assign_camp_id?: number;
            /** @description 1: the pledge is agreed to ("please agree to the pledge"). */
            is_committed?: number;
        };
        ReadinessAnswersInput: {
            /** @description The licence ("no order id submitted"). */
            order_id?: number;
            /** @description The licence's form ("no form id registered"). */
            form_id?: number;
            answers?: {
                question_id: number;
                answer?: string;
            }[];
            version?: number;
        };
        ReadinessIdInput: {
            /** @description The licence; none or an unknown one is "Unallowed action!". */
            id?: number;
            /** @description The version the user acted on; a newer one answers 409. */
            version?: number;
        };
        ReadinessApproveInput: components["schemas"]["ReadinessIdInput"] & {
            /** @description Days, one of the settings' validity periods ("no validity period selected"). */
            validity_period?: number;
        };
        ReadinessReasonInput: components["schemas"]["ReadinessIdInput"] & {
            /** @description "no rejection reason given" when empty. */
            rejection_reason?: string;
        };
        ReadinessKrokyInput: components["schemas"]["ReadinessIdInput"] & {
            /** Format: binary */
            kroky_document?: string;
        };
        ReadinessLicenseFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the camp's and the company's names. */
            search?: string;
            /** @enum {string} */
            status?: "pending" | "approved" | "disapproved" | "rejected" | "cancelled";
            has_answers_in_version?: components["schemas"]["Flag"];
            /** @description Staff only; a company always sees its own. */
            company_id?: number;
            square_id?: number;
            /** @enum {string} */
            sort?: "created_at" | "status" | "expires_at";
            direction?: components["schemas"]["SortDirection"];
        };
        ReadinessLicensePage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["ReadinessLicense"][];
            };
            filters: components["schemas"]["ReadinessLicenseFilters"];
        };
        ReadinessSettings: {
            id: number;
            /** @description The pledge text in Arabic. */
            pledge: string;
            pledge_en: string;
            /** @description Days the approving staff choose from. */
            validity_periods: number[];
            /** Format: date-time */
            updated_at: string;
        };
        ReadinessSettingsInput: {
            pledge: string;
            pledge_en: string;
            validity_periods: number[];
        };
        ReadinessSettingsResponse: {
            message: string;
            data: components["schemas"]["ReadinessSettings"];
        };
        /** @description What a picker shows of an account and sends back (its id). */
        UserOfType: {
            id: number;
            name: string;
            /** @description The company the account belongs to; null for a person without one. */
            company_name: string | null;
            email: string;
        };
        /**
         * @description Spec 001 §3: the order's type — re-assign (re-delivery, /re-assign-orders) or lock (/lock-orders).
         * @enum {string}
         */
        ReassignOrderType: "reassign" | "lock";
        ReassignCamp: {
            /** @description The assignment (assign_camps) the order is about. */
            assign_camp_id: number;
            camp_id: number;
            camp_name: string;
            square_name: string | null;
            /** @description Approved at approve-camps (0 until then). */
            approved: components["schemas"]["Flag"];
        };
        ReassignQuestion: {
            question_id: number;
            /** @description In the caller's language. */
            title: string;
            /** @enum {string} */
            type: "yes_no" | "text" | "number" | "choice" | "date";
            required: components["schemas"]["Flag"];
            options: {
                id: number;
                name: string;
            }[];
            price: components["schemas"]["Sar"];
            answer: string | null;
        };
        ReassignPenalty: {
            question_id: number;
            title: string;
            /** @description Units charged: 1 for a "no", the count of a number question. */
            quantity: number;
            amount: components["schemas"]["Sar"];
        };
        ReassignSignature: {
            /** @description The signer's account type (the form's signers). */
            type_id: number;
            type_name: string;
            /** @enum {string} */
            status: "unsigned" | "signed";
            signed_by_name: string | null;
            signed_at: string | null;
        };
        ReassignOrder: {
            id: number;
            /** @description Spec 001 §3: the id the order's requests carry (the same as id). */
            reassign_order_id: number;
            type: components["schemas"]["ReassignOrderType"];
            /** @description A status of the machine: form, camps_approval, payment, payment_review, signature, re_delivery_file, completed, rejected, cancelled. */
            status: string;
            status_text: string;
            company_id: number;
            company_name: string | null;
            camps: components["schemas"]["ReassignCamp"][];
            form_id: number | null;
            form_name: string | null;
            /** @description The order's form with its questions, prices and answers (details only; the chosen form, or null before one is chosen). */
            form: null | {
                id: number;
                name: string;
                questions: components["schemas"]["ReassignQuestion"][];
            };
            /** @description The forms of the order's type to fill it with (details only, while the form is open). */
            forms: {
                id: number;
                name: string;
            }[];
            penalty_amount: components["schemas"]["Sar"];
            /** @description What the answers priced (details only). */
            penalties: components["schemas"]["ReassignPenalty"][];
            payment_attachment: components["schemas"]["StoredFile"] | null;
            payment_rejection_reason: string | null;
            signatures: components["schemas"]["ReassignSignature"][];
            /** @description Spec 001 §3: the signatures still missing. */
            MissedSignCount: number;
            /** @description Spec 001 §3: every signer has signed. */
            signed: components["schemas"]["Flag"];
            /** @description The re-delivery appointment, YYYY-MM-DD HH:mm. */
            appointment: string | null;
            kroky_document: components["schemas"]["StoredFile"] | null;
            rejection_reason: string | null;
            /** @description The events the status takes, for this caller (empty in lists). */
            events: components["schemas"]["OrderEventOption"][];
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ReassignOrderResponse: {
            message: string;
            data: components["schemas"]["ReassignOrder"];
        };
        ReassignOrderFilters: components["schemas"]["ListRequest"] & {
            type?: components["schemas"]["ReassignOrderType"];
            /** @description Contains, in the company's name. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "status";
            direction?: components["schemas"]["SortDirection"];
            status?: string;
            company_id?: number;
            /** @description Only the orders waiting for the caller's signature (/about-signature, bulk sign). */
            awaiting_my_signature?: components["schemas"]["Flag"];
        };
        ReassignOrderPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["ReassignOrder"][];
            };
            filters: components["schemas"]["ReassignOrderFilters"];
        };
        ReassignCampsResponse: {
            message: string;
            data: {
                assign_camp_id: number;
                camp_id: number;
                camp_name: string;
                square_name: string | null;
                company_id: number;
                company_name: string | null;
            }[];
        };
        ReassignOrderInput: {
            type: components["schemas"]["ReassignOrderType"];
            company_id: number;
            assign_camp_ids: number[];
            appointment?: string | null;
        };
        BulkLockInput: {
            assign_camp_ids: number[];
        };
        BulkIdsInput: {
            ids: number[];
        };
        BulkPreviewResponse: {
            message: string;
            data: {
                /** @description The order (bulk sign) or the assignment (bulk lock). */
                id: number;
                passes: components["schemas"]["Flag"];
                /** @description The answer the step would give: 200, or 403/404/409/422. */
                status: number;
                reason: string | null;
                /** @description What the row is about (the camp and company). */
                label: string;
            }[];
        };
        BulkReportResponse: {
            message: string;
            data: {
                id: number;
                /** @enum {string} */
                result: "applied" | "refused";
                status: number;
                message: string;
                /** @description The order signed or opened. */
                order_id: number | null;
            }[];
        };
        ReassignFormInput: {
            form_id: number;
            answers: {
                question_id: number;
                answer?: string | number;
            }[];
            version?: number;
        };
        ApproveCampsInput: {
            assign_camp_ids: number[];
            version?: number;
        };
        PaymentAttachmentInput: {
            /** Format: binary */
            payment_attachment: string;
            version?: number;
        };
        PaymentReviewInput: {
            /** @enum {string} */
            decision: "accept" | "reject";
            rejection_reason?: string;
            version?: number;
        };
        ReappointInput: {
            appointment: string;
            version?: number;
        };
        KrokyInput: {
            /** Format: binary */
            kroky_document: string;
            version?: number;
        };
        ReassignRejectInput: {
            rejection_reason: string;
            version?: number;
        };
        /**
         * @description The applicant's capacity in the company (the owner, or a delegate acting for it).
         * @enum {string}
         */
        RegistrationRole: "owner" | "delegate";
        RegistrationAccountFields: {
            email: string;
            password: string;
            password_confirmation: string;
        };
        /**
         * @description The registration fields of spec 000 §3. Expiry dates are YYYY-MM-DD and must be after today
         *     (Saudi time). Photos (cr_image, owner_id_photo, stamp) are JPEG, PNG or WebP up to 2 MB;
         *     documents are PDF or a photo up to 100 MB.
         */
        RegistrationFormFields: {
            /** @description The applicant's full name, up to 100 characters (textLimits.personName). */
            name: string;
            /** @description A login name under 20 characters (textLimits.username). */
            username: string;
            /** @description A Saudi mobile: the 9 digits starting with 5, or a full form (+966 5X XXX XXXX, 00966…, 05…); stored and answered as 9665XXXXXXXX. */
            phone: string;
            /**
             * @description One of the self-registering account types.
             * @enum {integer}
             */
            type_id: 2 | 5 | 6 | 8 | 9 | 10;
            role: components["schemas"]["RegistrationRole"];
            /** @description Up to 150 characters (textLimits.companyName). */
            company_name: string;
            /** @description Commercial register number (10 digits). */
            cr_number: string;
            /** @description Commercial register expiry. */
            cr_expiry: string;
            /** @description 10 digits starting with 1 or 7. */
            unified_number: string;
            vat_number: string;
            /** @description The owner's ID number (10 digits starting with 1 or 7). */
            owner_id: string;
            /** @description The delegate's ID number, when role is delegate. */
            delegateid?: string;
            business_expire?: string;
            practice_expire?: string;
            classification_expire?: string;
            hajj_license_expire?: string;
            /** Format: binary */
            cr_image?: string;
            /** Format: binary */
            vat_file?: string;
            /** Format: binary */
            owner_id_photo?: string;
            /** Format: binary */
            delegation?: string;
            /** Format: binary */
            stamp?: string;
            /** Format: binary */
            business_license?: string;
            /** Format: binary */
            practice_license?: string;
            /** Format: binary */
            classification_certificate?: string;
            /** Format: binary */
            hajj_license?: string;
            /** Format: binary */
            seasonal_license?: string;
        };
        RegisterRequest: components["schemas"]["RegistrationAccountFields"] & components["schemas"]["RegistrationFormFields"];
        RegistrationFormsRequest: components["schemas"]["RegistrationFormFields"] & {
            /** @description The account version the applicant edited; a newer one answers 409. */
            version?: number;
        };
        RegistrationProfile: {
            role: components["schemas"]["RegistrationRole"];
            cr_number: string | null;
            cr_expiry: string | null;
            unified_number: string | null;
            vat_number: string | null;
            owner_id: string | null;
            delegateid: string | null;
            business_expire: string | null;
            practice_expire: string | null;
            classification_expire: string | null;
            hajj_license_expire: string | null;
        };
        RegistrationDocument: {
            /** @description The form field the document was sent in (cr_image, vat_file…). */
            field: string;
            file: components["schemas"]["StoredFile"];
            expires_at: string | null;
        };
        RegistrationForms: {
            user: components["schemas"]["User"];
            profile: components["schemas"]["RegistrationProfile"];
            documents: components["schemas"]["RegistrationDocument"][];
            /** @description The document fields the account's type and role require. */
            required_documents: string[];
        };
        ForgotPasswordRequest: {
            email: string;
        };
        CheckResetTokenRequest: {
            token: string;
        };
        ResetPasswordRequest: {
            token: string;
            password: string;
            password_confirmation: string;
        };
        RegulatoryViolationOrder: {
            id: number;
            title: string;
            /** @description The id of a record of camps (general/camps). */
            camp_id: number;
            body: string | null;
            images: components["schemas"]["StoredFile"][];
            header_logo_1: components["schemas"]["StoredFile"] | null;
            header_logo_2: components["schemas"]["StoredFile"] | null;
            footer_logo: components["schemas"]["StoredFile"] | null;
            /** @description The camp that camp_id points at. */
            get_camp: {
                id: number;
                name: string;
                name_en?: string | null;
            } | null;
            /** @description A status of the violation machine. */
            status: string;
            /** @description The status in the caller's language. */
            status_text: string;
            /** @description The company the camp was handed over to, which the violation is against. */
            company_id: number;
            /** @description The company's name. */
            company_name: string | null;
            /** @description When it was issued to the company. */
            issued_at: string | null;
            /** @description When its document was made ready. */
            ready_at: string | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        RegulatoryViolationOrderInput: {
            title: string;
            /** @description The id of a record of camps (general/camps). */
            camp_id: number;
            body?: string;
            /** @description Files to add (up to 10 in all). */
            images?: string[];
            /** Format: binary */
            header_logo_1?: string;
            /** Format: binary */
            header_logo_2?: string;
            /** Format: binary */
            footer_logo?: string;
            /** @description On update, the ids of stored images to drop. */
            images_remove?: number[];
            /** @description On update, the version the user edited. */
            version?: number;
        };
        RegulatoryViolationOrderEvent: {
            /** @enum {string} */
            event: "ISSUE";
            /** @description The version the user acted on; a newer one answers 409. */
            version?: number;
        };
        RegulatoryViolationOrderReady: {
            /**
             * Format: binary
             * @description Header logo 1 (an image); the stored one when not sent.
             */
            header_logo_1?: string;
            /**
             * Format: binary
             * @description Header logo 2 (an image); the stored one when not sent.
             */
            header_logo_2?: string;
            /**
             * Format: binary
             * @description The footer logo (an image); the stored one when not sent.
             */
            footer_logo?: string;
            /** @description The version the user acted on; a newer one answers 409. */
            version?: number;
        };
        RegulatoryViolationOrderFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "title";
            direction?: components["schemas"]["SortDirection"];
            status?: string;
            /** @description Only the records pointing at this camps record. */
            camp_id?: number;
        };
        RegulatoryViolationOrderPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["RegulatoryViolationOrder"][];
            };
            filters: components["schemas"]["RegulatoryViolationOrderFilters"];
        };
        RegulatoryViolationOrderResponse: {
            message: string;
            data: components["schemas"]["RegulatoryViolationOrder"];
        };
        /**
         * @description An account type's code (shared/accountTypes.ts). admin and kdana are the staff types.
         * @enum {string}
         */
        AccountTypeCode: "admin" | "service_provider" | "gov" | "raft_office" | "raft_company" | "design_office" | "kdana" | "sharer" | "contractor" | "consultant";
        Role: {
            id: number;
            /** @description The Arabic name. */
            name: string;
            /** @description The English name. */
            name_en: string | null;
            description: string | null;
            /** @description 1 for the built-in administrator role, which always holds every permission and cannot be changed or deleted. */
            is_system: components["schemas"]["Flag"];
            /** @description The account types that may hold the role. */
            account_types: components["schemas"]["AccountTypeCode"][];
            permissions_count: number;
            /** @description Accounts holding the role. */
            users_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        RoleDetail: components["schemas"]["Role"] & {
            /** @description The permission strings the role holds. */
            permissions: string[];
        };
        RoleResponse: {
            message: string;
            data: components["schemas"]["RoleDetail"];
        };
        RoleFilters: components["schemas"]["ListRequest"] & {
            search?: string;
            account_type?: components["schemas"]["AccountTypeCode"];
            /**
             * @description The field to order by (see `direction`).
             * @enum {string}
             */
            sort?: "id" | "name" | "users" | "permissions";
            direction?: components["schemas"]["SortDirection"];
        };
        RolePage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Role"][];
            };
            filters: components["schemas"]["RoleFilters"];
        };
        /** @description Checked by the handler with the shared role rules (shared/rules/role.ts), so every field's error is reported at once. */
        RoleInput: {
            name?: string;
            name_en?: string;
            description?: string;
            /** @description Permission strings of the catalogue (at least one). */
            permissions?: string[];
            /** @description The account types that may hold the role (at least one; codes of the account-type catalogue). */
            account_types?: string[];
        };
        RoleUpdate: components["schemas"]["RoleInput"] & {
            /**
             * Format: date-time
             * @description The role's updated_at when the editor loaded it.
             */
            updated_at?: string;
        };
        PermissionItem: {
            name: string;
            label: string;
        };
        PermissionGroup: {
            key: string;
            label: string;
            permissions: components["schemas"]["PermissionItem"][];
        };
        /** @description An amount in Saudi riyals with two decimals, exact (computed in halalas, never in floating point). */
        Sar: string;
        /** @description An amount in SAR, at most two decimals (Arabic-Indic digits accepted); 422 on the field otherwise. */
        SarInput: string | number;
        /** @description The spec's get_status — the status and its name in the caller's language. */
        PaymentOrderStatus: {
            id: string;
            status: string;
        };
        PaymentOrderCommon: {
            id: number;
            description: string;
            /** Format: date */
            due_date: string;
            /** @description A status of the machine: pending, attachment_uploaded, approved, rejected, cancelled. */
            status: string;
            status_text: string;
            get_status: components["schemas"]["PaymentOrderStatus"];
            company_id: number;
            company_name: string | null;
            attachment: components["schemas"]["StoredFile"] | null;
            rejection_reason: string | null;
            /** @description The events the status takes, for this caller (empty in lists). */
            events: components["schemas"]["OrderEventOption"][];
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        SadadOrder: components["schemas"]["PaymentOrderCommon"] & {
            sadad_order_id: number;
            amount: components["schemas"]["Sar"];
            /** @description The SADAD bill number the company pays through its bank. */
            bill_number: string | null;
        };
        SadadOrderInput: {
            company_id: number;
            description: string;
            amount: components["schemas"]["SarInput"];
            due_date: string;
        };
        SadadOrderDocsInput: {
            sadad_order_id: number;
            /** Format: binary */
            attachment: string;
            version?: number;
        };
        SadadOrderStateInput: {
            sadad_order_id: number;
            /** @enum {string} */
            status_id: "approved" | "rejected";
            rejection_reason?: string;
            version?: number;
        };
        PaymentOrderVersion: {
            /** @description The version the user acted on; a newer one answers 409. */
            version?: number;
        };
        PaymentOrderFormResponse: {
            message: string;
            data: {
                companies: {
                    id: number;
                    name: string;
                }[];
                /** @description VAT in per cent (15). */
                vat_rate: number;
            };
        };
        PaymentOrderLogRow: {
            id: number;
            event: string;
            event_text: string;
            from_status: string | null;
            from_text: string | null;
            to_status: string;
            to_text: string;
            by: string | null;
            /** Format: date-time */
            at: string;
            /** @description A rejection reason, when the step carried one. */
            note: string | null;
        };
        PaymentOrderLogResponse: {
            message: string;
            data: components["schemas"]["PaymentOrderLogRow"][];
        };
        SadadOrderFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the description and the bill number. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "due_date" | "amount";
            direction?: components["schemas"]["SortDirection"];
            status?: string;
            company_id?: number;
        };
        SadadOrderPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["SadadOrder"][];
            };
            filters: components["schemas"]["SadadOrderFilters"];
        };
        SadadOrderResponse: {
            message: string;
            data: components["schemas"]["SadadOrder"];
        };
        /** @description The list a saved filter belongs to (the list screen's name; an area added later needs no change here). */
        SavedFilterList: string;
        /** @description Address parameter → value, as the list screen keeps them. */
        SavedFilterValues: {
            [key: string]: string;
        };
        SavedFilterInput: {
            list: components["schemas"]["SavedFilterList"];
            name: string;
            filters: components["schemas"]["SavedFilterValues"];
        };
        SavedFilter: {
            id: number;
            list: components["schemas"]["SavedFilterList"];
            name: string;
            filters: components["schemas"]["SavedFilterValues"];
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description What the order's filer enters for the input (shared/rules/serviceInputs.ts INPUT_TYPES); the location family's inputs take the same.
         * @enum {string}
         */
        ServiceInputType: "text" | "number" | "date" | "file";
        InputService: {
            id: number;
            /** @description The id of a record of services (general/services). */
            service_id: number;
            name: string;
            name_en: string | null;
            type: components["schemas"]["ServiceInputType"];
            /** @description The type's word in the caller's language. */
            type_text: string;
            required: components["schemas"]["Flag"];
            /** @description The service that service_id points at. */
            get_service: {
                id: number;
                name: string;
                name_en?: string | null;
            } | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        InputServiceInput: {
            /** @description The id of a record of services (general/services). */
            service_id: number;
            name: string;
            name_en?: string;
            type: components["schemas"]["ServiceInputType"];
            required?: components["schemas"]["Flag"];
            /** @description On update, the version the user edited. */
            version?: number;
        };
        InputServiceFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "service_id" | "created_at" | "name";
            direction?: components["schemas"]["SortDirection"];
            /** @description Only the inputs of this service. */
            service_id?: number;
            type?: components["schemas"]["ServiceInputType"];
        };
        InputServicePage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["InputService"][];
            };
            filters: components["schemas"]["InputServiceFilters"];
        };
        InputServiceResponse: {
            message: string;
            data: components["schemas"]["InputService"];
        };
        Service: {
            id: number;
            name: string;
            name_en: string | null;
            /** @description The specialty (general/specialist) whose works these are. */
            specialist_id: number;
            /** @description The days the works take. */
            count_day: number;
            description: string | null;
            /** @description The specialist that specialist_id points at. */
            get_specialist: {
                id: number;
                name: string;
            } | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ServiceInput: {
            /** @description Stored trimmed, runs of spaces as one. A second service of this name (case-insensitively) under the same specialty is a 422 on `name`, "Service already exists" (spec 001 §5). */
            name: string;
            name_en?: string;
            /** @description The specialty (general/specialist) whose works these are. */
            specialist_id: number;
            /** @description The days the works take, 1 to 365. Required: left out, the 422 on `count_day` says the spec's words, "A service count_day is required" (spec 001 §5; shared/rules/services.ts, so the bounds are checked there too). */
            count_day?: number;
            description?: string;
            /** @description On update, the version the user edited. */
            version?: number;
        };
        ServiceFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "name";
            direction?: components["schemas"]["SortDirection"];
            /** @description Only the records pointing at this specialists record. */
            specialist_id?: number;
        };
        ServicePage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Service"][];
            };
            filters: components["schemas"]["ServiceFilters"];
        };
        ServiceResponse: {
            message: string;
            data: components["schemas"]["Service"];
        };
        Specialist: {
            id: number;
            name: string;
            note: string | null;
            is_req: components["schemas"]["Flag"];
            active: components["schemas"]["Flag"];
            /** @description is_req in the caller's language. */
            is_req_text: string;
            /** @description active in the caller's language (Active / Stopped). */
            status_text: string;
            /** @description The id of a record of categories (general/categories). */
            cat_id: number;
            /** @description The category that cat_id points at. */
            get_cat: {
                id: number;
                name: string;
                name_en?: string | null;
            } | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        SpecialistInput: {
            name: string;
            note?: string;
            is_req?: components["schemas"]["Flag"];
            /** @description The inverse of the status switch (spec 000 §5): 0 when the switch says stopped; left out, 1. */
            active?: components["schemas"]["Flag"];
            /** @description The id of a record of categories (general/categories). */
            cat_id: number;
            /** @description On update, the version the user edited. */
            version?: number;
        };
        SpecialistFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); category by category by default.
             * @enum {string}
             */
            sort?: "cat_id" | "name" | "created_at";
            direction?: components["schemas"]["SortDirection"];
            /** @description Only the records pointing at this categories record. */
            cat_id?: number;
            is_req?: components["schemas"]["Flag"];
            active?: components["schemas"]["Flag"];
        };
        SpecialistPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Specialist"][];
            };
            filters: components["schemas"]["SpecialistFilters"];
        };
        SpecialistResponse: {
            message: string;
            data: components["schemas"]["Specialist"];
        };
        Square: {
            id: number;
            /** @description e.g. مربع 7 */
            name: string;
            /** @description e.g. Square 7 */
            name_en: string;
            /** @description The square's code on the plans (e.g. MZ-07); unique. */
            code: string;
            /** @description Area in square metres. */
            area_m2: number | null;
            notes: string | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        SquareInput: {
            name: string;
            name_en: string;
            /** @description Latin letters, digits and dashes, any case (stored upper-case), e.g. MZ-07; unique. */
            code: string;
            /** @description Area in square metres; left out for none. */
            area_m2?: number;
            notes?: string;
            /** @description On update, the version the user edited. */
            version?: number;
        };
        SquareFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); by code by default.
             * @enum {string}
             */
            sort?: "code" | "name" | "name_en" | "area_m2" | "created_at";
            direction?: components["schemas"]["SortDirection"];
        };
        SquarePage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Square"][];
            };
            filters: components["schemas"]["SquareFilters"];
        };
        SquareResponse: {
            message: string;
            data: components["schemas"]["Square"];
        };
        Station: {
            id: number;
            name: string;
            name_en: string;
            /** @enum {string} */
            kind: "water" | "first_aid" | "electricity" | "transport" | "civil_defense" | "toilets";
            /** @description The kind in the caller's language. */
            kind_text: string;
            square_id: number | null;
            /** @description Where it stands, as the field teams describe it. */
            location: string | null;
            /** @description The square that square_id points at. */
            get_square: {
                id: number;
                name: string;
                name_en?: string | null;
            } | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        StationInput: {
            /** @description Unique. */
            name: string;
            /** @description Unique. */
            name_en: string;
            /**
             * @description water, first aid, electricity, transport, civil defence or toilets.
             * @enum {string}
             */
            kind: "water" | "first_aid" | "electricity" | "transport" | "civil_defense" | "toilets";
            /** @description The id of a record of squares (general/squares). */
            square_id?: number | null;
            location?: string;
            /** @description On update, the version the user edited. */
            version?: number;
        };
        StationFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); by kind, then name, by default.
             * @enum {string}
             */
            sort?: "kind" | "name" | "name_en" | "square_id" | "created_at";
            direction?: components["schemas"]["SortDirection"];
            /** @description Only the records pointing at this squares record. */
            square_id?: number;
            /** @enum {string} */
            kind?: "water" | "first_aid" | "electricity" | "transport" | "civil_defense" | "toilets";
        };
        StationPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Station"][];
            };
            filters: components["schemas"]["StationFilters"];
        };
        StationResponse: {
            message: string;
            data: components["schemas"]["Station"];
        };
        SisterSite: {
            key: string;
            name: components["schemas"]["Label"];
            /** @description Base URL of the site. */
            url: string;
            /** @description Page that signs the user out when it receives a "logout" message in a hidden frame. */
            logout_url?: string;
        };
        PortalConfig: {
            /** @description This site's key (muzdalifah). */
            site: string;
            sisters: components["schemas"]["SisterSite"][];
            /** @description Base URL of the Mina site's API for the calls marked x-mena. */
            mena_api_base: string;
            /** @description When on, non-admin users must have acknowledged the policy (spec 000 §5 logged-in guard). */
            policy_acknowledgement: boolean;
        };
        TempLicenceOrder: {
            id: number;
            structure: string;
            assign_camp_id: number;
            /** @description The assigned camp's name in the caller's language. */
            camp_name: string;
            /** @description Always 7 (spec 001 §5). */
            form_id: number;
            kroky_document: components["schemas"]["StoredFile"] | null;
            /**
             * @description A status of the tempLicenceOrder machine (the licence vocabulary).
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected";
            /** @description The status in the caller's language. */
            status_text: string;
            /** @description The company the order belongs to. */
            company_id: number;
            company_name: string;
            rejection_reason: string | null;
            decided_at: string | null;
            /** @description The public page its QR code opens (/temp-licenses-order/qr/{qr}), once approved; null before. */
            verify_path: string | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        TempLicenceOrderQuestion: {
            question_id: number;
            sort: number;
            title: string;
            title_en: string;
            type: string;
            /** @enum {integer} */
            required: 0 | 1;
            options: {
                id: number;
                name?: string;
                name_en?: string;
            }[];
            answer?: string | null;
        };
        TempLicenceOrderDetails: components["schemas"]["TempLicenceOrder"] & {
            form: {
                id: number;
                name: string;
                name_en: string;
                body: string | null;
                body_en: string | null;
            };
            questions: components["schemas"]["TempLicenceOrderQuestion"][];
            history: components["schemas"]["OrderHistoryRow"][];
            /** @description The events the order's status takes, for this caller. */
            events: components["schemas"]["OrderEventOption"][];
        };
        TempLicenceOrderDetailsResponse: {
            message: string;
            data: components["schemas"]["TempLicenceOrderDetails"];
        };
        TempLicenceOrderFormResponse: {
            message: string;
            data: {
                /** @description Always 7. */
                form_id: number;
                name: string;
                name_en: string;
                body: string | null;
                body_en: string | null;
                questions: components["schemas"]["TempLicenceOrderQuestion"][];
                camps: {
                    assign_camp_id: number;
                    camp_name: string;
                    company_name: string;
                }[];
            };
        };
        TempLicenceOrderInput: {
            structure: string;
            assign_camp_id: number;
            /** @description Always 7 when sent (spec 001 §5); another id is a 422 on form_id. */
            form_id?: number;
            answers?: {
                question_id: number;
                answer?: string;
            }[];
            /** Format: binary */
            kroky_document?: string;
            /** @description On update, the version the user edited. */
            version?: number;
        };
        TempLicenceOrderKrokyInput: {
            temp_license_order_id: number;
            /** Format: binary */
            kroky_document: string;
            version?: number;
        };
        TempLicenceOrderDecisionInput: {
            rejection_reason?: string;
            /** @description The version the user acted on; a newer one answers 409. */
            version?: number;
        };
        TempLicenceOrderFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the structure and the camp name. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "structure";
            direction?: components["schemas"]["SortDirection"];
            /** @enum {string} */
            status?: "" | "pending" | "approved" | "rejected";
            assign_camp_id?: number;
            /** @description Staff only; a company's list is its own whatever is sent. */
            company_id?: number;
        };
        TempLicenceOrderPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["TempLicenceOrder"][];
            };
            filters: components["schemas"]["TempLicenceOrderFilters"];
        };
        TermCondition: {
            id: number;
            /** @description The account type whose users acknowledge this text. */
            type_id: number;
            type: {
                id: number;
                code: string;
                /** @description The type's stored name in the caller's language. */
                name: string;
            };
            title: string;
            title_en: string;
            /** @description Plain text; a blank line between clauses. */
            body: string;
            body_en: string;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        TermConditionInput: {
            title: string;
            title_en: string;
            /** @description At most 20,000 characters once CRLF line breaks (as forms send them) count as one; stored with LF. */
            body: string;
            body_en: string;
            /** @description The version the user edited. */
            version?: number;
        };
        TermConditionFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the titles and texts. */
            search?: string;
            /** @description Only this account type. */
            type_id?: number;
            /**
             * @description The field to order by (see `direction`); account type order by default.
             * @enum {string}
             */
            sort?: "type_id" | "title" | "updated_at";
            direction?: components["schemas"]["SortDirection"];
        };
        TermConditionPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["TermCondition"][];
            };
            filters: components["schemas"]["TermConditionFilters"];
        };
        TermConditionResponse: {
            message: string;
            data: components["schemas"]["TermCondition"];
        };
        TicketAdminGroup: {
            id: number;
            name: string;
            name_en: string | null;
            /** @description The group's admins (spec 000 §3 "Ticket admin group: admins"), by name: they see and handle the tickets the group holds. */
            admins: components["schemas"]["TicketAdmin"][];
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        TicketAdminGroupInput: {
            name: string;
            name_en?: string;
            /** @description At least one (the shared rule says so, in words) staff account (admin or kdana) by id, sent as admins[0], admins[1]… */
            admins?: number[];
            /** @description On update, the version the user edited. */
            version?: number;
        };
        TicketAdmin: {
            id: number;
            name: string;
            email: string;
        };
        TicketAdminGroupFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "name";
            direction?: components["schemas"]["SortDirection"];
        };
        TicketAdminGroupPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["TicketAdminGroup"][];
            };
            filters: components["schemas"]["TicketAdminGroupFilters"];
        };
        TicketAdminGroupResponse: {
            message: string;
            data: components["schemas"]["TicketAdminGroup"];
        };
        TicketSubject: {
            id: number;
            subject: string;
            note: string | null;
            /** @description The account type whose users may choose it; null for no type restriction. */
            type_id: number | null;
            get_type: {
                id: number;
                code: string;
                name: string;
                name_en: string;
            } | null;
            /** @description The accounts that may choose it whatever their type (the spec's allowedUsers), by name. */
            allowedUsers: components["schemas"]["TicketSubjectUser"][];
            /** @description Who may choose the subject (the spec's get_restriction): everyone 1 when it names no type and no users; else the users of the type and the named users. */
            get_restriction: {
                everyone: components["schemas"]["Flag"];
                /** @description The type's name in the caller's language. */
                type: string | null;
                /** @description How many accounts are named. */
                users: number;
            };
            /** @description The id of a record of ticketAdminGroups (general/ticket-admin-groups). */
            admin_group_id: number;
            /** @description The ticket admin group that admin_group_id points at. */
            get_admin_group: {
                id: number;
                name: string;
                name_en?: string | null;
            } | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        TicketSubjectInput: {
            subject: string;
            note?: string;
            /** @description An account type (shared/accountTypes.ts); leave out for no type restriction. */
            type_id?: number;
            /** @description Account ids, sent as allowedUsers[0], allowedUsers[1]… */
            allowedUsers?: number[];
            /** @description The id of a record of ticketAdminGroups (general/ticket-admin-groups). */
            admin_group_id: number;
            /** @description On update, the version the user edited. */
            version?: number;
        };
        TicketSubjectUser: {
            id: number;
            name: string;
            company_name: string | null;
            email: string;
            type_id: number;
        };
        TicketSubjectFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "subject";
            direction?: components["schemas"]["SortDirection"];
            /** @description Only the records pointing at this ticketAdminGroups record. */
            admin_group_id?: number;
            /** @description Only the subjects restricted to this account type. */
            type_id?: number;
        };
        TicketSubjectPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["TicketSubject"][];
            };
            filters: components["schemas"]["TicketSubjectFilters"];
        };
        TicketSubjectResponse: {
            message: string;
            data: components["schemas"]["TicketSubject"];
        };
        TicketGroupRef: {
            id: number;
            name: string;
            name_en: string | null;
        };
        TicketSubjectChoice: {
            id: number;
            subject: string;
            note: string | null;
        };
        TicketUserRef: {
            id: number;
            name: string;
            company_name: string | null;
        };
        TicketComment: {
            id: number;
            /**
             * @description comment: the owner's side; answer: a handler's; forward and close: the steps, for the record.
             * @enum {string}
             */
            kind: "comment" | "answer" | "forward" | "close";
            content: string | null;
            attachment: components["schemas"]["StoredFile"] | null;
            author: components["schemas"]["TicketUserRef"] | null;
            /** @description On a forward: the group it went to. */
            group: components["schemas"]["TicketGroupRef"] | null;
            /** Format: date-time */
            created_at: string;
        };
        Ticket: {
            id: number;
            subject_id: number;
            get_subject: components["schemas"]["TicketSubjectChoice"] | null;
            content: string;
            /**
             * @description The spec's words.
             * @enum {string}
             */
            importance_level: "low" | "meduim" | "height";
            attachment: components["schemas"]["StoredFile"] | null;
            /** @description Who opened it. */
            owner: components["schemas"]["TicketUserRef"] | null;
            company_id: number;
            /** @description The admin group holding it (its subject's, or the one it was forwarded to). */
            group_id: number;
            get_group: components["schemas"]["TicketGroupRef"] | null;
            /** @description A status of the ticket machine: open, forwarded, answered, closed. */
            status: string;
            /** @description The status in the caller's language. */
            status_text: string;
            /** @description Comments and answers in the thread. */
            comments_count?: number;
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        TicketDetails: components["schemas"]["Ticket"] & {
            comments: components["schemas"]["TicketComment"][];
            /** @description The parties of the ticket machine the caller holds on it (owner, handler, participant): what the screen offers. */
            parties: string[];
        };
        TicketInput: {
            subject_id: number;
            content: string;
            /** @enum {string} */
            importance_level: "low" | "meduim" | "height";
            /** Format: binary */
            attachment?: string;
        };
        TicketEvent: {
            /** @enum {string} */
            event: "COMMENT" | "ANSWER" | "FORWARD" | "CLOSE";
            /** @description The version the user acted on; a newer one answers 409. */
            version?: number;
            /** @description COMMENT and ANSWER. */
            content?: string;
            /**
             * Format: binary
             * @description COMMENT and ANSWER, optional.
             */
            attachment?: string;
            /** @description FORWARD. */
            group_id?: number;
        };
        TicketFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the ticket's content. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "updated_at";
            direction?: components["schemas"]["SortDirection"];
            status?: string;
            /** @enum {string} */
            importance_level?: "low" | "meduim" | "height";
            subject_id?: number;
        };
        TicketPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Ticket"][];
            };
            filters: components["schemas"]["TicketFilters"];
        };
        TicketResponse: {
            message: string;
            data: components["schemas"]["TicketDetails"];
        };
        ToiletComplex: {
            id: number;
            label_number: string;
            num_of_rooms: number;
            camp_id: number | null;
            camp_num_of_rooms: number | null;
            /** @description The camp that camp_id points at. */
            get_camp: {
                id: number;
                name: string;
                name_en?: string | null;
            } | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ToiletComplexInput: {
            label_number: string;
            num_of_rooms: number;
            /** @description The id of a record of camps (general/camps). */
            camp_id?: number | null;
            camp_num_of_rooms?: number;
            /** @description On update, the version the user edited. */
            version?: number;
        };
        ToiletComplexFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "label_number";
            direction?: components["schemas"]["SortDirection"];
            /** @description Only the records pointing at this camps record. */
            camp_id?: number;
        };
        ToiletComplexPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["ToiletComplex"][];
            };
            filters: components["schemas"]["ToiletComplexFilters"];
        };
        ToiletComplexResponse: {
            message: string;
            data: components["schemas"]["ToiletComplex"];
        };
        Type: {
            /** @description The type_id (1 is the administrator). */
            id: number;
            /** @description The code the portal acts on (admin, service_provider…); never changes. */
            code: string;
            name: string;
            name_en: string;
            /** @description Optimistic-concurrency version; send it back on update. 1 until first renamed. */
            version: number;
            /** Format: date-time */
            updated_at: string;
        };
        TypeInput: {
            name: string;
            name_en: string;
            /** @description The version the user edited. */
            version?: number;
        };
        TypeFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in either name or the code. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); type_id order by default.
             * @enum {string}
             */
            sort?: "id" | "name" | "name_en" | "updated_at";
            direction?: components["schemas"]["SortDirection"];
        };
        TypePage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Type"][];
            };
            filters: components["schemas"]["TypeFilters"];
        };
        TypeResponse: {
            message: string;
            data: components["schemas"]["Type"];
        };
        /** @enum {string} */
        UserStatus: "pending" | "review" | "active" | "rejected" | "disabled";
        AccountType: {
            id: number;
            code: string;
            name: string;
        };
        RoleRef: {
            id: number;
            name: string;
        };
        User: {
            id: number;
            name: string;
            username?: string | null;
            email: string;
            phone?: string | null;
            company_name?: string | null;
            type_id: number;
            type: components["schemas"]["AccountType"];
            roles: components["schemas"]["RoleRef"][];
            status: components["schemas"]["UserStatus"];
            status_text: string;
            mozdalefa_status: components["schemas"]["UserStatus"];
            reject_reason?: string | null;
            /** @description The main user of a sub-employee. */
            parent_id?: number | null;
            /** @description The main user of a sub-employee (id and name). */
            parent?: components["schemas"]["UserRef"] | null;
            is_entity: components["schemas"]["Flag"];
            is_government: components["schemas"]["Flag"];
            is_government_for_location_order: components["schemas"]["Flag"];
            is_acknowledged: components["schemas"]["Flag"];
            /** @description URL of the signature image. */
            signature?: string | null;
            /** @description URL of the stamp image. */
            stamp?: string | null;
            /** Format: date-time */
            created_at?: string;
            /** Format: date-time */
            updated_at?: string;
            /** @description Optimistic-concurrency version of the record. */
            version: number;
        };
        UserFilters: components["schemas"]["ListRequest"] & {
            /** @description Name, e-mail, username or phone contains. */
            search?: string;
            type_id?: number;
            /** @description One status, or several. */
            status?: components["schemas"]["UserStatus"] | components["schemas"]["UserStatus"][];
            role_id?: number;
            parent_id?: number;
            /** @description 1: sub-employees only; 0: main users only. */
            has_parent?: components["schemas"]["Flag"];
            is_entity?: components["schemas"]["Flag"];
            is_government?: components["schemas"]["Flag"];
            is_government_for_location_order?: components["schemas"]["Flag"];
            /**
             * @description The field to order by (see `direction`).
             * @enum {string}
             */
            sort?: "created_at" | "name" | "email" | "status" | "company_name" | "type";
            direction?: components["schemas"]["SortDirection"];
        };
        UserBulkRequest: {
            /** @enum {string} */
            event: "ACTIVATE" | "REJECT";
            ids?: number[];
            filters?: components["schemas"]["UserFilters"];
            payload?: {
                roles?: number[];
                reject_reason?: string;
            };
        };
        UserBulkItem: {
            id: number;
            name: string;
            email: string;
            status: string;
            status_text: string;
            /** @enum {string} */
            result: "accepted" | "applied" | "refused";
            /** @description Why it was refused. */
            message?: string;
            errors?: components["schemas"]["FieldErrors"];
        };
        UserBulkResult: {
            message: string;
            data: {
                total: number;
                /** @description Accepted (preview) or applied (run). */
                accepted: number;
                refused: number;
                /** @description 1 when more than `max` matched and only the first `max` were taken. */
                truncated: components["schemas"]["Flag"];
                max: number;
                items: components["schemas"]["UserBulkItem"][];
            };
        };
        UserPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["User"][];
            };
            filters: components["schemas"]["UserFilters"];
        };
        SwitchUserStatusRequest: {
            /** @enum {string} */
            status?: "active" | "rejected";
            /** @enum {string} */
            platform?: "active" | "disabled";
            reject_reason?: string;
            roles?: number[];
            /** @description The version the admin acted on; a newer one answers 409. */
            version?: number;
        };
        UserRef: {
            id: number;
            name: string;
        };
        UserResponse: {
            message: string;
            data: components["schemas"]["User"];
        };
        /** @description The registration details of spec 000 §3 the applicant gave (absent for staff accounts). */
        UserProfile: {
            cr_number?: string | null;
            cr_expiry?: string | null;
            vat_number?: string | null;
            unified_number?: string | null;
            owner_id_number?: string | null;
            delegate_id?: string | null;
            hajj_license_number?: string | null;
            expiries?: {
                [key: string]: string;
            };
        };
        UserDocument: {
            /** @description The registration document: vat_file, cr_image, owner_id_photo, delegation, stamp… */
            kind: string;
            url: string;
            name?: string | null;
            expires_at?: string | null;
        };
        UserDetail: components["schemas"]["User"] & {
            profile?: components["schemas"]["UserProfile"] | null;
            documents: components["schemas"]["UserDocument"][];
            /** @description How many sub-employees a main user has. */
            employees_count: number;
        };
        /**
         * @description Account fields of the user forms. Lengths and patterns are checked by the spec's form rules
         *     (shared/rules/user.ts) so the caller gets the spec's messages on the field.
         */
        UserFormFields: {
            /** @description A person's full name, up to 100 characters (shared/limits.ts textLimits.personName). */
            name?: string;
            /** @description A login name under 20 characters: a Latin letter, then letters, digits, dots, dashes or underscores (textLimits.username). */
            username?: string;
            email?: string;
            /** @description A Saudi mobile: the 9 digits starting with 5, or a full form (+966 5X XXX XXXX, 00966…, 05…); stored and answered as 9665XXXXXXXX. */
            phone?: string;
            /** @description A company's registered name, up to 150 characters (textLimits.companyName). */
            company_name?: string;
            /** @description 8 to 12 characters with a lowercase and an uppercase letter, a digit and one of ! @ # $. */
            password?: string;
            password_confirmation?: string;
        };
        CreateUserRequest: components["schemas"]["UserFormFields"] & {
            name: string;
            email: string;
            password: string;
            password_confirmation: string;
            /** @description Required unless parent_id is given (an employee takes its main user's type). */
            type_id?: number;
            /** @description The main user when the account is a sub-employee. */
            parent_id?: number;
            roles?: number[];
        };
        UpdateUserRequest: components["schemas"]["UserFormFields"] & {
            type_id?: number;
            roles?: number[];
            /** @description The version the admin edited; a newer one answers 409. */
            version?: number;
        };
        UpdateUserRolesRequest: {
            roles?: number[];
            version?: number;
        };
        EntityFlagRequest: {
            is_entity?: components["schemas"]["Flag"];
            version?: number;
        };
        GovFlagRequest: {
            is_government?: components["schemas"]["Flag"];
            version?: number;
        };
        GovForLocationOrderFlagRequest: {
            is_government_for_location_order?: components["schemas"]["Flag"];
            version?: number;
        };
        /**
         * @description A sub-employee's account; its type and company are its main user's. phone is required too;
         *     its absence is reported with the spec's own message.
         */
        CreateEmployeeRequest: {
            /** @description A person's full name, up to 100 characters (shared/limits.ts textLimits.personName). */
            name: string;
            /** @description A login name under 20 characters: a Latin letter, then letters, digits, dots, dashes or underscores (textLimits.username). */
            username?: string;
            email: string;
            /** @description A Saudi mobile: the 9 digits starting with 5, or a full form (+966 5X XXX XXXX, 00966…, 05…); stored and answered as 9665XXXXXXXX. */
            phone?: string;
            /** @description 8 to 12 characters with a lowercase and an uppercase letter, a digit and one of ! @ # $. */
            password: string;
            password_confirmation: string;
        };
        UserHistoryFilters: components["schemas"]["ListRequest"] & {
            /** @description Only changes of this kind (e.g. ACTIVATE, UPDATE). */
            event?: string;
        };
        UserChange: {
            field: string;
            /** @description The field's name in the caller's language. */
            label: string;
            /** @description The value before, readable. */
            old: string | null;
            /** @description The value after, readable. */
            new: string | null;
        };
        UserHistoryEntry: {
            id: number;
            /** Format: date-time */
            at: string;
            event: string;
            event_text: string;
            /**
             * @description A lifecycle step, or another change.
             * @enum {string}
             */
            kind?: "transition" | "change";
            actor: components["schemas"]["UserRef"] | null;
            changes: components["schemas"]["UserChange"][];
        };
        UserHistoryPage: {
            message: string;
            user?: components["schemas"]["UserRef"];
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["UserHistoryEntry"][];
            };
            filters: components["schemas"]["UserHistoryFilters"];
        };
        Contact: {
            id: number;
            name: string;
            company_name?: string | null;
            type: components["schemas"]["AccountType"];
            email: string;
            phone?: string | null;
        };
        ContactFilters: components["schemas"]["ListRequest"] & {
            /** @description Name, company, e-mail or phone contains. */
            search?: string;
            type_id?: number;
        };
        ContactPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Contact"][];
            };
            filters: components["schemas"]["ContactFilters"];
        };
        EmployeeFilters: components["schemas"]["ListRequest"] & {
            search?: string;
            /** @description Administrators only; a main user always sees their own. */
            parent_id?: number;
            status?: components["schemas"]["UserStatus"] | components["schemas"]["UserStatus"][];
        };
        VehicleEntryPermitOrder: {
            id: number;
            plate_number: string;
            vehicle_type: string;
            driver_name: string;
            driver_id_number: string;
            driver_mobile: string;
            /** @description The id of a record of camps (general/camps). */
            camp_id: number;
            /** Format: date */
            entry_date: string;
            /** Format: date */
            exit_date: string;
            purpose: string | null;
            registration: components["schemas"]["StoredFile"] | null;
            /** @description The camp that camp_id points at. */
            get_camp: {
                id: number;
                name: string;
                name_en?: string | null;
            } | null;
            /** @description A status of the vehicleEntryPermit machine. */
            status: string;
            /** @description The status in the caller's language. */
            status_text: string;
            /** @description The company the record belongs to. */
            company_id: number;
            /** @description The name of the company that filed the order. */
            company_name: string | null;
            /** @description The authority's reason, on a rejected order. */
            reject_reason: string | null;
            /** @description When the authority approved it (the permit is issued). */
            approved_at: string | null;
            /** @description The public page its QR code opens (/vehicle-entry-permit-orders/qr/{qr}), once approved; null before. */
            verify_path: string | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        VehicleEntryPermitOrderInput: {
            plate_number: string;
            vehicle_type: string;
            driver_name: string;
            /** @description The national ID or iqama: 10 digits starting with 1 or 7. */
            driver_id_number: string;
            /** @description A Saudi mobile (5XXXXXXXX, +966…, 05…), stored as 9665XXXXXXXX. */
            driver_mobile: string;
            /** @description The id of a record of camps (general/camps). */
            camp_id: number;
            /** Format: date */
            entry_date: string;
            /**
             * Format: date
             * @description Not before entry_date.
             */
            exit_date: string;
            purpose?: string;
            /** Format: binary */
            registration?: string;
            /** @description On update, the version the user edited. */
            version?: number;
        };
        VehicleEntryPermitOrderEvent: {
            /** @enum {string} */
            event: "APPROVE" | "REJECT";
            /** @description The version the user acted on; a newer one answers 409. */
            version?: number;
        } & {
            [key: string]: string | number | (string | number)[];
        };
        VehicleEntryPermitOrderFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "plate_number";
            direction?: components["schemas"]["SortDirection"];
            status?: string;
            /** @description Only the records pointing at this camps record. */
            camp_id?: number;
        };
        VehicleEntryPermitOrderPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["VehicleEntryPermitOrder"][];
            };
            filters: components["schemas"]["VehicleEntryPermitOrderFilters"];
        };
        VehicleEntryPermitOrderResponse: {
            message: string;
            data: components["schemas"]["VehicleEntryPermitOrder"];
        };
        Washroom: {
            id: number;
            wc_number: string;
            /** @description The id of a record of camps (general/camps). */
            camp_id: number;
            wc_category: string | null;
            portable_wc_count: number | null;
            toilets_count: number | null;
            seated_toilets_count: number | null;
            urinal_tapes_count: number | null;
            showers_count: number | null;
            internal_water_tapes_count: number | null;
            external_water_tapes_count: number | null;
            total_water_tapes_count: number | null;
            upper_water_tank: components["schemas"]["Flag"];
            /** @description The camp that camp_id points at. */
            get_camp: {
                id: number;
                name: string;
                name_en?: string | null;
            } | null;
            /** @description Optimistic-concurrency version; send it back on update. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        WashroomInput: {
            wc_number: string;
            /** @description The id of a record of camps (general/camps). */
            camp_id: number;
            wc_category?: string;
            portable_wc_count?: number;
            toilets_count?: number;
            seated_toilets_count?: number;
            urinal_tapes_count?: number;
            showers_count?: number;
            internal_water_tapes_count?: number;
            external_water_tapes_count?: number;
            total_water_tapes_count?: number;
            upper_water_tank?: components["schemas"]["Flag"];
            /** @description On update, the version the user edited. */
            version?: number;
        };
        WashroomFilters: components["schemas"]["ListRequest"] & {
            /** @description Contains, in the text fields. */
            search?: string;
            /**
             * @description The field to order by (see `direction`); newest first by default.
             * @enum {string}
             */
            sort?: "created_at" | "wc_number";
            direction?: components["schemas"]["SortDirection"];
            /** @description Only the records pointing at this camps record. */
            camp_id?: number;
        };
        WashroomPage: {
            message: string;
            data: components["schemas"]["PageMeta"] & {
                data: components["schemas"]["Washroom"][];
            };
            filters: components["schemas"]["WashroomFilters"];
        };
        WashroomResponse: {
            message: string;
            data: components["schemas"]["Washroom"];
        };
    };
    responses: {
        /**
         * @description The rows the list shows for this body (its filters and sort, within what the caller may see),
         *     streamed while they are read: column headings and values in the caller's language. `X-Row-Count`
         *     says how many rows come (an estimate when `X-Row-Count-Estimate` is 1), for a progress bar; at
         *     most 1,000,000 rows.
         */
        ExportFile: {
            headers: {
                "X-Row-Count"?: number;
                "X-Row-Count-Estimate"?: components["schemas"]["Flag"];
                [name: string]: unknown;
            };
            content: {
                "text/csv": string;
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
            };
        };
        /** @description No valid session. The client ends the session and goes to /login without a message. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The account may not do this. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No such record. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The record's lifecycle does not accept this step now (e.g. "Unallowed action!"), or someone changed it meanwhile. Nothing changed. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Validation failed; `errors` maps field names to messages. Nothing changed. */
        Invalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description An uploaded file is over its cap. Nothing was stored. */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too many attempts; try again later. */
        TooMany: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The licence after the step, with the step's message. */
        ReadinessLicenseChanged: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ReadinessLicenseResponse"];
            };
        };
    };
    parameters: {
        Page: number;
        Id: number;
        /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
        ExportFormat: "csv" | "xlsx";
        AcceptLanguage: "ar" | "en";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAbsenceHistory: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AbsenceFilters"];
                "multipart/form-data": components["schemas"]["AbsenceFilters"];
            };
        };
        responses: {
            /** @description A page of absences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AbsencePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportAbsenceHistory: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AbsenceFilters"];
                "multipart/form-data": components["schemas"]["AbsenceFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    storeAbsence: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AbsenceInput"];
                "multipart/form-data": components["schemas"]["AbsenceInput"];
            };
        };
        responses: {
            /** @description The absence recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Absence"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    exportAlliances: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AllianceFilters"];
                "multipart/form-data": components["schemas"]["AllianceFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    listAlliances: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AllianceFilters"];
                "multipart/form-data": components["schemas"]["AllianceFilters"];
            };
        };
        responses: {
            /** @description A page of alliances with their leaders and members. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlliancePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getAlliance: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alliance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllianceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listAllianceCompanies: {
        parameters: {
            query?: {
                search?: string;
                available?: components["schemas"]["Flag"];
                limit?: number;
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching companies, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["AllianceCandidate"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createAlliance: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAllianceRequest"];
                "multipart/form-data": components["schemas"]["CreateAllianceRequest"];
            };
        };
        responses: {
            /** @description The new alliance. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllianceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    renameAlliance: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenameAllianceRequest"];
                "multipart/form-data": components["schemas"]["RenameAllianceRequest"];
            };
        };
        responses: {
            /** @description The alliance after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllianceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    changeAllianceLeader: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeLeaderRequest"];
                "multipart/form-data": components["schemas"]["ChangeLeaderRequest"];
            };
        };
        responses: {
            /** @description The alliance after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllianceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteAlliance: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    addAllianceMember: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AllianceMemberRequest"];
                "multipart/form-data": components["schemas"]["AllianceMemberRequest"];
            };
        };
        responses: {
            /** @description The alliance after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllianceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    removeAllianceMember: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AllianceMemberRequest"];
                "multipart/form-data": components["schemas"]["AllianceMemberRequest"];
            };
        };
        responses: {
            /** @description The alliance after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllianceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    listAppointments: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AppointmentFilters"];
                "multipart/form-data": components["schemas"]["AppointmentFilters"];
            };
        };
        responses: {
            /** @description A page of appointments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppointmentPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportAppointments: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AppointmentFilters"];
                "multipart/form-data": components["schemas"]["AppointmentFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getAppointment: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppointmentResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createAppointment: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppointmentInput"];
                "multipart/form-data": components["schemas"]["AppointmentInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppointmentResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    updateAppointment: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RescheduleInput"];
                "multipart/form-data": components["schemas"]["RescheduleInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppointmentResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    approveAppointment: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["VersionInput"];
                "multipart/form-data": components["schemas"]["VersionInput"];
            };
        };
        responses: {
            /** @description The record after the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppointmentResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    rejectAppointment: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RejectInput"];
                "multipart/form-data": components["schemas"]["RejectInput"];
            };
        };
        responses: {
            /** @description The record after the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppointmentResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    assignableAppointments: {
        parameters: {
            query?: {
                square_id?: number;
                day?: string;
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The squares, the assignments awaiting an appointment and the booked slots. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["AssignableAppointments"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    deleteAppointment: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listAssign: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AssignmentFilters"];
                "multipart/form-data": components["schemas"]["AssignmentFilters"];
            };
        };
        responses: {
            /** @description A page of camp assignments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportAssign: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AssignmentFilters"];
                "multipart/form-data": components["schemas"]["AssignmentFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getAssignment: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createAssignment: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssignmentInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateAssignment: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssignmentInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    returnAssignment: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AssignmentVersion"];
                "multipart/form-data": components["schemas"]["AssignmentVersion"];
            };
        };
        responses: {
            /** @description The record after the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    reCustomizeAssignment: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignmentReCustomization"];
                "multipart/form-data": components["schemas"]["AssignmentReCustomization"];
            };
        };
        responses: {
            /** @description The record after the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    listAssignReceivers: {
        parameters: {
            query?: {
                search?: string;
                /** @description This company only (the chosen one, shown by name). */
                id?: number;
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The companies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["AssignReceiver"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    listAuditLogs: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AuditLogFilters"];
                "multipart/form-data": components["schemas"]["AuditLogFilters"];
            };
        };
        responses: {
            /** @description A page of audit entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getAuditLog: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
                "multipart/form-data": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Session"];
                    };
                };
            };
            /** @description The account is not active. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code?: string;
                        data?: components["schemas"]["Session"];
                    };
                };
            };
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooMany"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    permissionMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Session"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listCamps: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CampFilters"];
                "multipart/form-data": components["schemas"]["CampFilters"];
            };
        };
        responses: {
            /** @description A page of camps. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportCamps: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CampFilters"];
                "multipart/form-data": components["schemas"]["CampFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getCamp: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createCamp: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampInput"];
                "multipart/form-data": components["schemas"]["CampInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateCamp: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampInput"];
                "multipart/form-data": components["schemas"]["CampInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    transitionCamp: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampEvent"];
                "multipart/form-data": components["schemas"]["CampEvent"];
            };
        };
        responses: {
            /** @description The record after the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteCamp: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listCarLicenceOrders: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CarLicenceOrderFilters"];
                "multipart/form-data": components["schemas"]["CarLicenceOrderFilters"];
            };
        };
        responses: {
            /** @description A page of car licence requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarLicenceOrderPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportCarLicenceOrders: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CarLicenceOrderFilters"];
                "multipart/form-data": components["schemas"]["CarLicenceOrderFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getCarLicenceOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarLicenceOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    createCarLicenceOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CarLicenceOrderInput"];
                "multipart/form-data": components["schemas"]["CarLicenceOrderInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarLicenceOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateCarLicenceOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CarLicenceOrderInput"];
                "multipart/form-data": components["schemas"]["CarLicenceOrderInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarLicenceOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    transitionCarLicenceOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CarLicenceOrderEvent"];
                "multipart/form-data": components["schemas"]["CarLicenceOrderEvent"];
            };
        };
        responses: {
            /** @description The record after the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarLicenceOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    cancelCarLicenceOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CarLicenceOrderCancel"];
                "multipart/form-data": components["schemas"]["CarLicenceOrderCancel"];
            };
        };
        responses: {
            /** @description The request, cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarLicenceOrderCancelled"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    carLicencePdf: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The licence (application/pdf). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    verifyCarLicence: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                qr: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenceVerificationResponse"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listCategories: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CategoryFilters"];
                "multipart/form-data": components["schemas"]["CategoryFilters"];
            };
        };
        responses: {
            /** @description A page of categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportCategories: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CategoryFilters"];
                "multipart/form-data": components["schemas"]["CategoryFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getCategory: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryInput"];
                "multipart/form-data": components["schemas"]["CategoryInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryInput"];
                "multipart/form-data": components["schemas"]["CategoryInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    listClearances: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ClearanceFilters"];
                "multipart/form-data": components["schemas"]["ClearanceFilters"];
            };
        };
        responses: {
            /** @description A page of clearances. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClearancePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    voteClearance: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClearanceVoteInput"];
                "multipart/form-data": components["schemas"]["ClearanceVoteInput"];
            };
        };
        responses: {
            /** @description The company's clearance after the vote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClearanceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    initiateClearance: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClearanceInitiateInput"];
                "multipart/form-data": components["schemas"]["ClearanceInitiateInput"];
            };
        };
        responses: {
            /** @description The company's clearance with its votes. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClearanceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getClearanceVote: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                company_id: number;
                voter_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vote, its clearance and its history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClearanceVoteResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listCountries: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CountryFilters"];
                "multipart/form-data": components["schemas"]["CountryFilters"];
            };
        };
        responses: {
            /** @description A page of countries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportCountries: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CountryFilters"];
                "multipart/form-data": components["schemas"]["CountryFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getCountry: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createCountry: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CountryInput"];
                "multipart/form-data": components["schemas"]["CountryInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateCountry: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CountryInput"];
                "multipart/form-data": components["schemas"]["CountryInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteCountry: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    downloadFile: {
        parameters: {
            query?: {
                /** @description 1 to download instead of opening in the browser. */
                download?: components["schemas"]["Flag"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's bytes, with its own Content-Type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listForms: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["FormFilters"];
                "multipart/form-data": components["schemas"]["FormFilters"];
            };
        };
        responses: {
            /** @description A page of forms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportForms: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["FormFilters"];
                "multipart/form-data": components["schemas"]["FormFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getForm: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createForm: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FormInput"];
                "multipart/form-data": components["schemas"]["FormInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateForm: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FormInput"];
                "multipart/form-data": components["schemas"]["FormInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateFormQuestionPrices: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FormPricesInput"];
                "multipart/form-data": components["schemas"]["FormPricesInput"];
            };
        };
        responses: {
            /** @description The form after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    listFormQuestionChoices: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every question (at most 1000), with its category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["FormQuestionChoice"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listTempLicenseForms: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["FormFilters"];
                "multipart/form-data": components["schemas"]["FormFilters"];
            };
        };
        responses: {
            /** @description A page of temporary-licence forms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportTempLicenseForms: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["FormFilters"];
                "multipart/form-data": components["schemas"]["FormFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getTempLicenseForm: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createTempLicenseForm: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FormInput"];
                "multipart/form-data": components["schemas"]["FormInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateTempLicenseForm: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FormInput"];
                "multipart/form-data": components["schemas"]["FormInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    listGuides: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["GuideFilters"];
                "multipart/form-data": components["schemas"]["GuideFilters"];
            };
        };
        responses: {
            /** @description A page of engineering guide offices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuidePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportGuides: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["GuideFilters"];
                "multipart/form-data": components["schemas"]["GuideFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getGuide: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createGuide: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["GuideInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateGuide: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["GuideInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteGuide: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    appointmentForms: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The appointment's forms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppointmentFormsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    answerHandoverForm: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["HandoverAnswersInput"];
                "application/json": components["schemas"]["HandoverAnswersInput"];
            };
        };
        responses: {
            /** @description Answered; the view of the form. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HandoverViewResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    updateHandoverAnswers: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["HandoverAnswersInput"];
                "application/json": components["schemas"]["HandoverAnswersInput"];
            };
        };
        responses: {
            /** @description Changed; the view of the form. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HandoverViewResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    signHandoverForm: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SignFormInput"];
                "application/json": components["schemas"]["SignFormInput"];
            };
        };
        responses: {
            /** @description Signed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignResultResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    signContract: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignResultResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    awaitingSignatures: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description At most 500, by camp. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            /** @description The assignment. */
                            id: number;
                            form_id: number;
                            status: string;
                            camp_name: string;
                            company_name: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    bulkSignPreview: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["BulkSignInput"];
                "application/json": components["schemas"]["BulkSignInput"];
            };
        };
        responses: {
            /** @description One row per id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            signable: components["schemas"]["Flag"];
                            /** @description The answer signing would give: 200, or 403/404/409/422. */
                            status: number;
                            reason: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    bulkSignContracts: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["BulkSignInput"];
                "application/json": components["schemas"]["BulkSignInput"];
            };
        };
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            result: "applied" | "refused";
                            status: number;
                            message: string;
                            assignment_status: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    handoverAnswers: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                assign_camp_id: number;
                form_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HandoverViewResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["InvoiceFilters"];
                "multipart/form-data": components["schemas"]["InvoiceFilters"];
            };
        };
        responses: {
            /** @description A page of invoices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportInvoices: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["InvoiceFilters"];
                "multipart/form-data": components["schemas"]["InvoiceFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    invoiceForm: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form's choices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOrderFormResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createInvoice: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceInput"];
                "multipart/form-data": components["schemas"]["InvoiceInput"];
            };
        };
        responses: {
            /** @description The new invoice. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    updateInvoice: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceInput"];
                "multipart/form-data": components["schemas"]["InvoiceInput"];
            };
        };
        responses: {
            /** @description The invoice after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    invoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    uploadInvoiceDocs: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["InvoiceDocsInput"];
            };
        };
        responses: {
            /** @description The invoice after the upload. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    changeInvoiceState: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceStateInput"];
                "multipart/form-data": components["schemas"]["InvoiceStateInput"];
            };
        };
        responses: {
            /** @description The invoice in its new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    cancelInvoice: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PaymentOrderVersion"];
                "multipart/form-data": components["schemas"]["PaymentOrderVersion"];
            };
        };
        responses: {
            /** @description The invoice, cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    invoiceLogs: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOrderLogResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listLicenses: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LicenseFilters"];
                "multipart/form-data": components["schemas"]["LicenseFilters"];
            };
        };
        responses: {
            /** @description A page of licences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicensePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportLicenses: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LicenseFilters"];
                "multipart/form-data": components["schemas"]["LicenseFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getLicense: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createLicense: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LicenseInput"];
                "multipart/form-data": components["schemas"]["LicenseInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateLicense: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LicenseInput"];
                "multipart/form-data": components["schemas"]["LicenseInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteLicense: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listRecordEvents: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                workflow: string;
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record's status and the events it accepts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["RecordEvents"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listLocationGuides: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LocationGuideFilters"];
                "multipart/form-data": components["schemas"]["LocationGuideFilters"];
            };
        };
        responses: {
            /** @description A page of location engineering guides. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationGuidePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportLocationGuides: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LocationGuideFilters"];
                "multipart/form-data": components["schemas"]["LocationGuideFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getLocationGuide: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationGuideResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createLocationGuide: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["LocationGuideInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationGuideResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateLocationGuide: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["LocationGuideInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationGuideResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteLocationGuide: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listLocationLicenses: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LocationLicenseFilters"];
                "multipart/form-data": components["schemas"]["LocationLicenseFilters"];
            };
        };
        responses: {
            /** @description A page of location licences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationLicensePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportLocationLicenses: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LocationLicenseFilters"];
                "multipart/form-data": components["schemas"]["LocationLicenseFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getLocationLicense: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationLicenseResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createLocationLicense: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationLicenseInput"];
                "multipart/form-data": components["schemas"]["LocationLicenseInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationLicenseResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateLocationLicense: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationLicenseInput"];
                "multipart/form-data": components["schemas"]["LocationLicenseInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationLicenseResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteLocationLicense: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listLocationPledges: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LocationPledgeFilters"];
                "multipart/form-data": components["schemas"]["LocationPledgeFilters"];
            };
        };
        responses: {
            /** @description A page of location pledges. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationPledgePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportLocationPledges: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LocationPledgeFilters"];
                "multipart/form-data": components["schemas"]["LocationPledgeFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getLocationPledge: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationPledgeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createLocationPledge: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["LocationPledgeInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationPledgeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateLocationPledge: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["LocationPledgeInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationPledgeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteLocationPledge: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listLocationServiceInputs: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LocationInputServiceFilters"];
                "multipart/form-data": components["schemas"]["LocationInputServiceFilters"];
            };
        };
        responses: {
            /** @description A page of location service inputs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationInputServicePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportLocationServiceInputs: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LocationInputServiceFilters"];
                "multipart/form-data": components["schemas"]["LocationInputServiceFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getLocationInputService: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationInputServiceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createLocationInputService: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationInputServiceInput"];
                "multipart/form-data": components["schemas"]["LocationInputServiceInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationInputServiceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateLocationInputService: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationInputServiceInput"];
                "multipart/form-data": components["schemas"]["LocationInputServiceInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationInputServiceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteLocationInputService: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listLocationServices: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LocationServiceFilters"];
                "multipart/form-data": components["schemas"]["LocationServiceFilters"];
            };
        };
        responses: {
            /** @description A page of location services. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationServicePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportLocationServices: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LocationServiceFilters"];
                "multipart/form-data": components["schemas"]["LocationServiceFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getLocationService: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationServiceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createLocationService: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationServiceInput"];
                "multipart/form-data": components["schemas"]["LocationServiceInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationServiceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateLocationService: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationServiceInput"];
                "multipart/form-data": components["schemas"]["LocationServiceInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationServiceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteLocationService: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listLocationSpecialists: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LocationSpecialistFilters"];
                "multipart/form-data": components["schemas"]["LocationSpecialistFilters"];
            };
        };
        responses: {
            /** @description A page of location specialties. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationSpecialistPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportLocationSpecialists: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LocationSpecialistFilters"];
                "multipart/form-data": components["schemas"]["LocationSpecialistFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getLocationSpecialist: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationSpecialistResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createLocationSpecialist: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationSpecialistInput"];
                "multipart/form-data": components["schemas"]["LocationSpecialistInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationSpecialistResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateLocationSpecialist: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationSpecialistInput"];
                "multipart/form-data": components["schemas"]["LocationSpecialistInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationSpecialistResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteLocationSpecialist: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    userNotifications: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UserNotificationsRequest"];
                "multipart/form-data": components["schemas"]["UserNotificationsRequest"];
            };
        };
        responses: {
            /** @description A page (or all) of the user's notifications, the unread count and the questionnaire flag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["UserNotifications"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    makeNotificationSeen: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification, now seen, and the unread count after it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            notification: components["schemas"]["Notification"];
                            unread_notify: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    clearNotifications: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were marked seen; the unread count is now 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            cleared: number;
                            /** @enum {integer} */
                            unread_notify: 0;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    exportNotificationSends: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NotificationSendFilters"];
                "multipart/form-data": components["schemas"]["NotificationSendFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    listNotificationSends: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NotificationSendFilters"];
                "multipart/form-data": components["schemas"]["NotificationSendFilters"];
            };
        };
        responses: {
            /** @description A page of sends. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["PageMeta"] & {
                            data: components["schemas"]["NotificationSend"][];
                        };
                        filters: components["schemas"]["NotificationSendFilters"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createNotification: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationForm"];
                "multipart/form-data": components["schemas"]["NotificationForm"];
            };
        };
        responses: {
            /** @description Sent; the send with how many it reached. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["NotificationSend"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    listNotificationRecipients: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NotificationRecipientFilters"];
                "multipart/form-data": components["schemas"]["NotificationRecipientFilters"];
            };
        };
        responses: {
            /** @description A page of recipients. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["PageMeta"] & {
                            data: components["schemas"]["NotificationRecipient"][];
                        };
                        filters: components["schemas"]["NotificationRecipientFilters"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    notificationAudienceUsers: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                type_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["NotificationAudienceUser"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OrderFilters"];
                "multipart/form-data": components["schemas"]["OrderFilters"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportOrders: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OrderFilters"];
                "multipart/form-data": components["schemas"]["OrderFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    orderDetails: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetailsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderInput"];
                "multipart/form-data": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            /** @description The answer. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderInput"];
                "multipart/form-data": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    destroyOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    submitOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OrderVersion"];
                "multipart/form-data": components["schemas"]["OrderVersion"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    sendOrderToTsleem: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OrderVersion"];
                "multipart/form-data": components["schemas"]["OrderVersion"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    approveOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderApproval"];
                "multipart/form-data": components["schemas"]["OrderApproval"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    disapproveOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderDecision"];
                "multipart/form-data": components["schemas"]["OrderDecision"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    rejectOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderDecision"];
                "multipart/form-data": components["schemas"]["OrderDecision"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    updateOrderReceiver: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderReceiver"];
                "multipart/form-data": components["schemas"]["OrderReceiver"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    addOrderSpecialist: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderSpecialist"];
                "multipart/form-data": components["schemas"]["OrderSpecialist"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    approveOrderSpecialist: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderSpecialistDecision"];
                "multipart/form-data": components["schemas"]["OrderSpecialistDecision"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    cancelOrderByTsleem: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCancel"];
                "multipart/form-data": components["schemas"]["OrderCancel"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    extendOrderLicence: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderLicenceEnd"];
                "multipart/form-data": components["schemas"]["OrderLicenceEnd"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    orderCandidates: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OrderCandidateFilters"];
                "multipart/form-data": components["schemas"]["OrderCandidateFilters"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderCandidatesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    chooseOrderContractor: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderContractor"];
                "multipart/form-data": components["schemas"]["OrderContractor"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    chooseOrderConsultant: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderConsultant"];
                "multipart/form-data": components["schemas"]["OrderConsultant"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    chooseOrderParties: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderBoth"];
                "multipart/form-data": components["schemas"]["OrderBoth"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    orderContracting: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderPartyAnswer"];
                "multipart/form-data": components["schemas"]["OrderPartyAnswer"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    orderConsulting: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderPartyAnswer"];
                "multipart/form-data": components["schemas"]["OrderPartyAnswer"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    addOrderGisImage: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["OrderGisImage"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    orderSquareByCamp: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampRef"];
                "multipart/form-data": components["schemas"]["CampRef"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSquareResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    setOrderElectricMeter: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderElectricMeter"];
                "multipart/form-data": components["schemas"]["OrderElectricMeter"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    orderElectricityDelivery: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderDelivery"];
                "multipart/form-data": components["schemas"]["OrderDelivery"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    uploadOrderPledge: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["OrderPledgeUpload"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    approveOrderPledge: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OrderVersion"];
                "multipart/form-data": components["schemas"]["OrderVersion"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    rejectOrderPledge: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderDecisionById"];
                "multipart/form-data": components["schemas"]["OrderDecisionById"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    orderLicence: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderLicenceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    orderLicencePdf: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The licence (application/pdf). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    verifyOrderLicence: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                qr: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenceVerificationResponse"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    signOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OrderVersion"];
                "multipart/form-data": components["schemas"]["OrderVersion"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    unsignOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OrderVersion"];
                "multipart/form-data": components["schemas"]["OrderVersion"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    listOrderCancelRequests: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CancelRequestFilters"];
                "multipart/form-data": components["schemas"]["CancelRequestFilters"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelRequestPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    storeOrderCancelRequest: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelRequestInput"];
                "multipart/form-data": components["schemas"]["CancelRequestInput"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelRequestResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    requestOrderContractorChange: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContractorChangeRequest"];
                "multipart/form-data": components["schemas"]["ContractorChangeRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelRequestResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    requestOrderConsultantChange: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsultantChangeRequest"];
                "multipart/form-data": components["schemas"]["ConsultantChangeRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelRequestResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    changeOrderCancelRequestStatus: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelRequestDecision"];
                "multipart/form-data": components["schemas"]["CancelRequestDecision"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelRequestResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    chooseOrderGarbageCompany: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderGarbage"];
                "multipart/form-data": components["schemas"]["OrderGarbage"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    listOrderReports: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ReportFilters"];
                "multipart/form-data": components["schemas"]["ReportFilters"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    orderReportDetails: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    storeOrderReport: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ReportInput"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    approveOrderReport: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OrderVersion"];
                "multipart/form-data": components["schemas"]["OrderVersion"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    disapproveOrderReport: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderDecisionById"];
                "multipart/form-data": components["schemas"]["OrderDecisionById"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    listOrderBlacklist: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["BlacklistFilters"];
                "multipart/form-data": components["schemas"]["BlacklistFilters"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlacklistPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    storeOrderBlacklist: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlacklistInput"];
                "multipart/form-data": components["schemas"]["BlacklistInput"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlacklistResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    destroyOrderBlacklist: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listLocationOrders: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OrderFilters"];
                "multipart/form-data": components["schemas"]["OrderFilters"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportLocationOrders: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OrderFilters"];
                "multipart/form-data": components["schemas"]["OrderFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getLocationOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    locationOrderDetails: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetailsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createLocationOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderInput"];
                "multipart/form-data": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            /** @description The answer. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateLocationOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderInput"];
                "multipart/form-data": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    destroyLocationOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    submitLocationOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OrderVersion"];
                "multipart/form-data": components["schemas"]["OrderVersion"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    sendLocationOrderToTsleem: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OrderVersion"];
                "multipart/form-data": components["schemas"]["OrderVersion"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    approveLocationOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderApproval"];
                "multipart/form-data": components["schemas"]["OrderApproval"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    disapproveLocationOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderDecision"];
                "multipart/form-data": components["schemas"]["OrderDecision"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    rejectLocationOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderDecision"];
                "multipart/form-data": components["schemas"]["OrderDecision"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    updateLocationOrderReceiver: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderReceiver"];
                "multipart/form-data": components["schemas"]["OrderReceiver"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    addLocationOrderSpecialist: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderSpecialist"];
                "multipart/form-data": components["schemas"]["OrderSpecialist"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    approveLocationOrderSpecialist: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderSpecialistDecision"];
                "multipart/form-data": components["schemas"]["OrderSpecialistDecision"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    cancelLocationOrderByTsleem: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCancel"];
                "multipart/form-data": components["schemas"]["OrderCancel"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    extendLocationOrderLicence: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderLicenceEnd"];
                "multipart/form-data": components["schemas"]["OrderLicenceEnd"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    locationOrderCandidates: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OrderCandidateFilters"];
                "multipart/form-data": components["schemas"]["OrderCandidateFilters"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderCandidatesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    chooseLocationOrderContractor: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderContractor"];
                "multipart/form-data": components["schemas"]["OrderContractor"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    chooseLocationOrderConsultant: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderConsultant"];
                "multipart/form-data": components["schemas"]["OrderConsultant"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    chooseLocationOrderParties: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderBoth"];
                "multipart/form-data": components["schemas"]["OrderBoth"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    locationOrderContracting: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderPartyAnswer"];
                "multipart/form-data": components["schemas"]["OrderPartyAnswer"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    locationOrderConsulting: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderPartyAnswer"];
                "multipart/form-data": components["schemas"]["OrderPartyAnswer"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    addLocationOrderGisImage: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["OrderGisImage"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    locationOrderSquareByCamp: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampRef"];
                "multipart/form-data": components["schemas"]["CampRef"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSquareResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    uploadLocationOrderPledge: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["OrderPledgeUpload"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    approveLocationOrderPledge: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OrderVersion"];
                "multipart/form-data": components["schemas"]["OrderVersion"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    rejectLocationOrderPledge: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderDecisionById"];
                "multipart/form-data": components["schemas"]["OrderDecisionById"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    locationOrderLicence: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderLicenceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    locationOrderLicencePdf: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The licence (application/pdf). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    verifyLocationOrderLicence: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                qr: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenceVerificationResponse"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listLocationOrderCancelRequests: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CancelRequestFilters"];
                "multipart/form-data": components["schemas"]["CancelRequestFilters"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelRequestPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    storeLocationOrderCancelRequest: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelRequestInput"];
                "multipart/form-data": components["schemas"]["CancelRequestInput"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelRequestResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    requestLocationOrderContractorChange: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContractorChangeRequest"];
                "multipart/form-data": components["schemas"]["ContractorChangeRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelRequestResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    requestLocationOrderConsultantChange: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsultantChangeRequest"];
                "multipart/form-data": components["schemas"]["ConsultantChangeRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelRequestResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    changeLocationOrderCancelRequestStatus: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelRequestDecision"];
                "multipart/form-data": components["schemas"]["CancelRequestDecision"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelRequestResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    listLocationOrderReports: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ReportFilters"];
                "multipart/form-data": components["schemas"]["ReportFilters"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    locationOrderReportDetails: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    storeLocationOrderReport: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ReportInput"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    approveLocationOrderReport: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OrderVersion"];
                "multipart/form-data": components["schemas"]["OrderVersion"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    disapproveLocationOrderReport: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderDecisionById"];
                "multipart/form-data": components["schemas"]["OrderDecisionById"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    listOutbox: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OutboxFilters"];
                "multipart/form-data": components["schemas"]["OutboxFilters"];
            };
        };
        responses: {
            /** @description A page of messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    listPledges: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PledgeFilters"];
                "multipart/form-data": components["schemas"]["PledgeFilters"];
            };
        };
        responses: {
            /** @description A page of pledges. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PledgePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportPledges: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PledgeFilters"];
                "multipart/form-data": components["schemas"]["PledgeFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getPledge: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PledgeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createPledge: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PledgeInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PledgeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updatePledge: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PledgeInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PledgeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deletePledge: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listPlots: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PlotFilters"];
                "multipart/form-data": components["schemas"]["PlotFilters"];
            };
        };
        responses: {
            /** @description A page of plots. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlotPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportPlots: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PlotFilters"];
                "multipart/form-data": components["schemas"]["PlotFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getPlot: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlotResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createPlot: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlotInput"];
                "multipart/form-data": components["schemas"]["PlotInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlotResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updatePlot: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlotInput"];
                "multipart/form-data": components["schemas"]["PlotInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlotResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deletePlot: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Profile"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdateRequest"];
                "multipart/form-data": components["schemas"]["ProfileUpdateRequest"];
            };
        };
        responses: {
            /** @description The account after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
                "multipart/form-data": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Changed; how many other sessions were signed out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            revoked_sessions: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooMany"];
        };
    };
    uploadProfileImages: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ProfileImagesRequest"];
            };
        };
        responses: {
            /** @description The account with its new image URLs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            /** @description Only multipart/form-data is accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["Invalid"];
        };
    };
    updatePreferences: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ThemePreferencesRequest"];
                "multipart/form-data": components["schemas"]["ThemePreferencesRequest"];
            };
        };
        responses: {
            /** @description The choices now kept. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["ThemePreferences"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    listQuestionCategories: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["QuestionCategoryFilters"];
                "multipart/form-data": components["schemas"]["QuestionCategoryFilters"];
            };
        };
        responses: {
            /** @description A page of question categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionCategoryPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportQuestionCategories: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["QuestionCategoryFilters"];
                "multipart/form-data": components["schemas"]["QuestionCategoryFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getQuestionCategory: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionCategoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createQuestionCategory: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionCategoryInput"];
                "multipart/form-data": components["schemas"]["QuestionCategoryInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionCategoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateQuestionCategory: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionCategoryInput"];
                "multipart/form-data": components["schemas"]["QuestionCategoryInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionCategoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    searchQuestionCategoryUsers: {
        parameters: {
            query?: {
                search?: string;
                limit?: number;
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["QuestionCategoryUser"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    listQuestions: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["QuestionFilters"];
                "multipart/form-data": components["schemas"]["QuestionFilters"];
            };
        };
        responses: {
            /** @description A page of questions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportQuestions: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["QuestionFilters"];
                "multipart/form-data": components["schemas"]["QuestionFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getQuestion: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createQuestion: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionInput"];
                "multipart/form-data": components["schemas"]["QuestionInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateQuestion: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionInput"];
                "multipart/form-data": components["schemas"]["QuestionInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    listQuestionCategoryChoices: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every question category, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["QuestionCategoryRef"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listReadinessLicenses: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ReadinessLicenseFilters"];
                "multipart/form-data": components["schemas"]["ReadinessLicenseFilters"];
            };
        };
        responses: {
            /** @description A page of readiness licences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessLicensePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getReadinessLicense: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The licence. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessLicenseDetailsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    readinessLicenseCamps: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The camps. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessCampsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    storeReadinessLicense: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": components["schemas"]["ReadinessStoreInput"];
                "application/json": components["schemas"]["ReadinessStoreInput"];
            };
        };
        responses: {
            /** @description The new licence. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessLicenseResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    answerReadinessQuestions: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": components["schemas"]["ReadinessAnswersInput"];
                "application/json": components["schemas"]["ReadinessAnswersInput"];
            };
        };
        responses: {
            200: components["responses"]["ReadinessLicenseChanged"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    updateReadinessAnswers: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": components["schemas"]["ReadinessAnswersInput"];
                "application/json": components["schemas"]["ReadinessAnswersInput"];
            };
        };
        responses: {
            200: components["responses"]["ReadinessLicenseChanged"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    approveReadinessLicense: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": components["schemas"]["ReadinessApproveInput"];
                "application/json": components["schemas"]["ReadinessApproveInput"];
            };
        };
        responses: {
            200: components["responses"]["ReadinessLicenseChanged"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    disapproveReadinessLicense: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": components["schemas"]["ReadinessReasonInput"];
                "application/json": components["schemas"]["ReadinessReasonInput"];
            };
        };
        responses: {
            200: components["responses"]["ReadinessLicenseChanged"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    rejectReadinessLicense: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": components["schemas"]["ReadinessReasonInput"];
                "application/json": components["schemas"]["ReadinessReasonInput"];
            };
        };
        responses: {
            200: components["responses"]["ReadinessLicenseChanged"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    updateReadinessKroky: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ReadinessKrokyInput"];
            };
        };
        responses: {
            200: components["responses"]["ReadinessLicenseChanged"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    cancelReadinessLicense: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": components["schemas"]["ReadinessIdInput"];
                "application/json": components["schemas"]["ReadinessIdInput"];
            };
        };
        responses: {
            200: components["responses"]["ReadinessLicenseChanged"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    getReadinessSettings: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessSettingsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateReadinessSettings: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ReadinessSettingsInput"];
                "application/json": components["schemas"]["ReadinessSettingsInput"];
            };
        };
        responses: {
            /** @description The settings after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessSettingsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    readinessLicencePdf: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The licence (application/pdf). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    verifyReadinessLicence: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                qr: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenceVerificationResponse"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    reassignFormUsersOfType: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The account type's id (shared/accountTypes.ts: 1 admin, 2 service_provider … 10 consultant). */
                type_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active users of the type, by company name then name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["UserOfType"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    listReassignOrders: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ReassignOrderFilters"];
                "multipart/form-data": components["schemas"]["ReassignOrderFilters"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReassignOrderPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    reassignOrderCompanyCamps: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                company_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReassignCampsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createReassignOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReassignOrderInput"];
                "multipart/form-data": components["schemas"]["ReassignOrderInput"];
            };
        };
        responses: {
            /** @description The order as its screens show it. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReassignOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    bulkLockPreview: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkLockInput"];
                "multipart/form-data": components["schemas"]["BulkLockInput"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkPreviewResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    bulkLock: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkLockInput"];
                "multipart/form-data": components["schemas"]["BulkLockInput"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkReportResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getReassignOrder: {
        parameters: {
            query?: {
                /** @description The form to show while the order is at its form (one of `forms`): its questions and prices, to fill it. */
                form_id?: number;
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order as its screens show it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReassignOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    submitReassignOrderForm: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReassignFormInput"];
                "multipart/form-data": components["schemas"]["ReassignFormInput"];
            };
        };
        responses: {
            /** @description The order as its screens show it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReassignOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    approveReassignOrderCamps: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApproveCampsInput"];
                "multipart/form-data": components["schemas"]["ApproveCampsInput"];
            };
        };
        responses: {
            /** @description The order as its screens show it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReassignOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    payReassignOrderPenalties: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PaymentAttachmentInput"];
            };
        };
        responses: {
            /** @description The order as its screens show it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReassignOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    reviewReassignOrderPayment: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentReviewInput"];
                "multipart/form-data": components["schemas"]["PaymentReviewInput"];
            };
        };
        responses: {
            /** @description The order as its screens show it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReassignOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    signReassignOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VersionInput"];
                "multipart/form-data": components["schemas"]["VersionInput"];
            };
        };
        responses: {
            /** @description The order as its screens show it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReassignOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    reassignBulkSignPreview: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkIdsInput"];
                "multipart/form-data": components["schemas"]["BulkIdsInput"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkPreviewResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    reassignBulkSign: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkIdsInput"];
                "multipart/form-data": components["schemas"]["BulkIdsInput"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkReportResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    reappointReassignOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReappointInput"];
                "multipart/form-data": components["schemas"]["ReappointInput"];
            };
        };
        responses: {
            /** @description The order as its screens show it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReassignOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    completeReassignOrderSignatures: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VersionInput"];
                "multipart/form-data": components["schemas"]["VersionInput"];
            };
        };
        responses: {
            /** @description The order as its screens show it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReassignOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    uploadReassignOrderFile: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["KrokyInput"];
            };
        };
        responses: {
            /** @description The order as its screens show it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReassignOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    rejectReassignOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReassignRejectInput"];
                "multipart/form-data": components["schemas"]["ReassignRejectInput"];
            };
        };
        responses: {
            /** @description The order as its screens show it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReassignOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    cancelReassignOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VersionInput"];
                "multipart/form-data": components["schemas"]["VersionInput"];
            };
        };
        responses: {
            /** @description The order as its screens show it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReassignOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    reassignOrderLogs: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOrderLogResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Registered; the account is pending. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Session"];
                    };
                };
            };
            /** @description The body is not multipart/form-data. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["Invalid"];
        };
    };
    getRegistrationForms: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account, its registration fields and documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["RegistrationForms"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateRegistrationForms: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["RegistrationFormsRequest"];
            };
        };
        responses: {
            /** @description The forms after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["RegistrationForms"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            /** @description The body is not multipart/form-data. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["Invalid"];
        };
    };
    resubmitRegistrationForms: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["RegistrationFormsRequest"];
            };
        };
        responses: {
            /** @description The forms after the resubmission. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["RegistrationForms"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            /** @description The body is not multipart/form-data. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["Invalid"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordRequest"];
                "multipart/form-data": components["schemas"]["ForgotPasswordRequest"];
            };
        };
        responses: {
            /** @description Accepted (whether or not the account exists). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooMany"];
        };
    };
    checkResetToken: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckResetTokenRequest"];
            };
        };
        responses: {
            /** @description The link is valid; the account's e-mail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            email: string;
                            /** Format: date-time */
                            expires_at: string;
                        };
                    };
                };
            };
            422: components["responses"]["Invalid"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
                "multipart/form-data": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description The password was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            422: components["responses"]["Invalid"];
        };
    };
    listRegulatoryViolationOrders: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RegulatoryViolationOrderFilters"];
                "multipart/form-data": components["schemas"]["RegulatoryViolationOrderFilters"];
            };
        };
        responses: {
            /** @description A page of regulatory violations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegulatoryViolationOrderPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportRegulatoryViolationOrders: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RegulatoryViolationOrderFilters"];
                "multipart/form-data": components["schemas"]["RegulatoryViolationOrderFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getRegulatoryViolationOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegulatoryViolationOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    regulatoryViolationCamps: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The camps. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            name: string;
                            name_en: string | null;
                            company_name: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createRegulatoryViolationOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["RegulatoryViolationOrderInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegulatoryViolationOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateRegulatoryViolationOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["RegulatoryViolationOrderInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegulatoryViolationOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    transitionRegulatoryViolationOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegulatoryViolationOrderEvent"];
                "multipart/form-data": components["schemas"]["RegulatoryViolationOrderEvent"];
            };
        };
        responses: {
            /** @description The record after the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegulatoryViolationOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    readyRegulatoryViolationOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": components["schemas"]["RegulatoryViolationOrderReady"];
            };
        };
        responses: {
            /** @description The record, ready. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegulatoryViolationOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteRegulatoryViolationOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listRoleOptions: {
        parameters: {
            query?: {
                /** @description The code of the account type the roles are for. */
                account_type?: components["schemas"]["AccountTypeCode"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The roles (for the account type, when given). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["RoleRef"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    exportRoles: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RoleFilters"];
                "multipart/form-data": components["schemas"]["RoleFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    listRoles: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RoleFilters"];
                "multipart/form-data": components["schemas"]["RoleFilters"];
            };
        };
        responses: {
            /** @description A page of roles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    listPermissionGroups: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The groups in menu order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["PermissionGroup"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getRole: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleInput"];
                "multipart/form-data": components["schemas"]["RoleInput"];
            };
        };
        responses: {
            /** @description The new role. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleUpdate"];
                "multipart/form-data": components["schemas"]["RoleUpdate"];
            };
        };
        responses: {
            /** @description The role after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listSadadOrders: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SadadOrderFilters"];
                "multipart/form-data": components["schemas"]["SadadOrderFilters"];
            };
        };
        responses: {
            /** @description A page of SADAD orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SadadOrderPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportSadadOrders: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SadadOrderFilters"];
                "multipart/form-data": components["schemas"]["SadadOrderFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    sadadOrderForm: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form's choices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOrderFormResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createSadadOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SadadOrderInput"];
                "multipart/form-data": components["schemas"]["SadadOrderInput"];
            };
        };
        responses: {
            /** @description The new order. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SadadOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getSadadOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SadadOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    uploadSadadOrderDocs: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SadadOrderDocsInput"];
            };
        };
        responses: {
            /** @description The order after the upload. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SadadOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    changeSadadOrderState: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SadadOrderStateInput"];
                "multipart/form-data": components["schemas"]["SadadOrderStateInput"];
            };
        };
        responses: {
            /** @description The order in its new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SadadOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    cancelSadadOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PaymentOrderVersion"];
                "multipart/form-data": components["schemas"]["PaymentOrderVersion"];
            };
        };
        responses: {
            /** @description The order, cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SadadOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    sadadOrderLogs: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOrderLogResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listSavedFilters: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    list: components["schemas"]["SavedFilterList"];
                };
                "multipart/form-data": {
                    list: components["schemas"]["SavedFilterList"];
                };
            };
        };
        responses: {
            /** @description The caller's saved filters of that list, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["SavedFilter"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Invalid"];
        };
    };
    storeSavedFilter: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedFilterInput"];
            };
        };
        responses: {
            /** @description The saved filter. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["SavedFilter"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteSavedFilter: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listServiceInputs: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["InputServiceFilters"];
                "multipart/form-data": components["schemas"]["InputServiceFilters"];
            };
        };
        responses: {
            /** @description A page of service inputs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InputServicePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportServiceInputs: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["InputServiceFilters"];
                "multipart/form-data": components["schemas"]["InputServiceFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getInputService: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InputServiceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createInputService: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InputServiceInput"];
                "multipart/form-data": components["schemas"]["InputServiceInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InputServiceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateInputService: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InputServiceInput"];
                "multipart/form-data": components["schemas"]["InputServiceInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InputServiceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteInputService: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listServices: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ServiceFilters"];
                "multipart/form-data": components["schemas"]["ServiceFilters"];
            };
        };
        responses: {
            /** @description A page of services. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServicePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportServices: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ServiceFilters"];
                "multipart/form-data": components["schemas"]["ServiceFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getService: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createService: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceInput"];
                "multipart/form-data": components["schemas"]["ServiceInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateService: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceInput"];
                "multipart/form-data": components["schemas"]["ServiceInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteService: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listSpecialists: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SpecialistFilters"];
                "multipart/form-data": components["schemas"]["SpecialistFilters"];
            };
        };
        responses: {
            /** @description A page of specialists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpecialistPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportSpecialists: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SpecialistFilters"];
                "multipart/form-data": components["schemas"]["SpecialistFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getSpecialist: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpecialistResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createSpecialist: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpecialistInput"];
                "multipart/form-data": components["schemas"]["SpecialistInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpecialistResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateSpecialist: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpecialistInput"];
                "multipart/form-data": components["schemas"]["SpecialistInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpecialistResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteSpecialist: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listSquares: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SquareFilters"];
                "multipart/form-data": components["schemas"]["SquareFilters"];
            };
        };
        responses: {
            /** @description A page of squares. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SquarePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportSquares: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SquareFilters"];
                "multipart/form-data": components["schemas"]["SquareFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getSquare: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SquareResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createSquare: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SquareInput"];
                "multipart/form-data": components["schemas"]["SquareInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SquareResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateSquare: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SquareInput"];
                "multipart/form-data": components["schemas"]["SquareInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SquareResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteSquare: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listStations: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["StationFilters"];
                "multipart/form-data": components["schemas"]["StationFilters"];
            };
        };
        responses: {
            /** @description A page of stations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportStations: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["StationFilters"];
                "multipart/form-data": components["schemas"]["StationFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getStation: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createStation: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StationInput"];
                "multipart/form-data": components["schemas"]["StationInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateStation: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StationInput"];
                "multipart/form-data": components["schemas"]["StationInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteStation: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up, and the database answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            /** @enum {string} */
                            status: "ok";
                            /** @enum {string} */
                            database: "pglite" | "postgres";
                        };
                    };
                };
            };
        };
    };
    getConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["PortalConfig"];
                    };
                };
            };
        };
    };
    listTempLicenceOrders: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TempLicenceOrderFilters"];
                "multipart/form-data": components["schemas"]["TempLicenceOrderFilters"];
            };
        };
        responses: {
            /** @description A page of temporary licence orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TempLicenceOrderPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportTempLicenceOrders: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TempLicenceOrderFilters"];
                "multipart/form-data": components["schemas"]["TempLicenceOrderFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    tempLicenceOrderForm: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form and the camps. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TempLicenceOrderFormResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    tempLicenceOrderDetails: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TempLicenceOrderDetailsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createTempLicenceOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TempLicenceOrderInput"];
            };
        };
        responses: {
            /** @description The new order. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TempLicenceOrderDetailsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateTempLicenceOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TempLicenceOrderInput"];
            };
        };
        responses: {
            /** @description The order after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TempLicenceOrderDetailsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteTempLicenceOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    storeTempLicenceOrderKroky: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TempLicenceOrderKrokyInput"];
            };
        };
        responses: {
            /** @description The order with its kroky. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TempLicenceOrderDetailsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    approveTempLicenceOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TempLicenceOrderDecisionInput"];
                "multipart/form-data": components["schemas"]["TempLicenceOrderDecisionInput"];
            };
        };
        responses: {
            /** @description The approved order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TempLicenceOrderDetailsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    rejectTempLicenceOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TempLicenceOrderDecisionInput"];
                "multipart/form-data": components["schemas"]["TempLicenceOrderDecisionInput"];
            };
        };
        responses: {
            /** @description The rejected order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TempLicenceOrderDetailsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    tempLicencePdf: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The licence (application/pdf). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    verifyTempLicence: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                qr: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenceVerificationResponse"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listTermConditions: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TermConditionFilters"];
                "multipart/form-data": components["schemas"]["TermConditionFilters"];
            };
        };
        responses: {
            /** @description A page of terms and conditions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermConditionPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportTermConditions: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TermConditionFilters"];
                "multipart/form-data": components["schemas"]["TermConditionFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getTermCondition: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermConditionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateTermCondition: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TermConditionInput"];
                "multipart/form-data": components["schemas"]["TermConditionInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermConditionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    listTicketAdminGroups: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TicketAdminGroupFilters"];
                "multipart/form-data": components["schemas"]["TicketAdminGroupFilters"];
            };
        };
        responses: {
            /** @description A page of ticket admin groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketAdminGroupPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportTicketAdminGroups: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TicketAdminGroupFilters"];
                "multipart/form-data": components["schemas"]["TicketAdminGroupFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    searchTicketGroupStaff: {
        parameters: {
            query?: {
                search?: string;
                limit?: number;
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["TicketAdmin"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getTicketAdminGroup: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketAdminGroupResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createTicketAdminGroup: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketAdminGroupInput"];
                "multipart/form-data": components["schemas"]["TicketAdminGroupInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketAdminGroupResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateTicketAdminGroup: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketAdminGroupInput"];
                "multipart/form-data": components["schemas"]["TicketAdminGroupInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketAdminGroupResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteTicketAdminGroup: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listTicketSubjects: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TicketSubjectFilters"];
                "multipart/form-data": components["schemas"]["TicketSubjectFilters"];
            };
        };
        responses: {
            /** @description A page of ticket subjects. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketSubjectPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportTicketSubjects: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TicketSubjectFilters"];
                "multipart/form-data": components["schemas"]["TicketSubjectFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    searchTicketSubjectUsers: {
        parameters: {
            query?: {
                search?: string;
                limit?: number;
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["TicketSubjectUser"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getTicketSubject: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketSubjectResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createTicketSubject: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketSubjectInput"];
                "multipart/form-data": components["schemas"]["TicketSubjectInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketSubjectResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateTicketSubject: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketSubjectInput"];
                "multipart/form-data": components["schemas"]["TicketSubjectInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketSubjectResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteTicketSubject: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listTickets: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TicketFilters"];
                "multipart/form-data": components["schemas"]["TicketFilters"];
            };
        };
        responses: {
            /** @description A page of tickets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    ticketSubjectChoices: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subjects. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["TicketSubjectChoice"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    ticketGroupChoices: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["TicketGroupRef"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTicket: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createTicket: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TicketInput"];
            };
        };
        responses: {
            /** @description The new ticket. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    transitionTicket: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TicketEvent"];
            };
        };
        responses: {
            /** @description The ticket after the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    listToiletComplexes: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ToiletComplexFilters"];
                "multipart/form-data": components["schemas"]["ToiletComplexFilters"];
            };
        };
        responses: {
            /** @description A page of public toilet complexes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ToiletComplexPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportToiletComplexes: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ToiletComplexFilters"];
                "multipart/form-data": components["schemas"]["ToiletComplexFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getToiletComplex: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ToiletComplexResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createToiletComplex: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ToiletComplexInput"];
                "multipart/form-data": components["schemas"]["ToiletComplexInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ToiletComplexResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateToiletComplex: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ToiletComplexInput"];
                "multipart/form-data": components["schemas"]["ToiletComplexInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ToiletComplexResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteToiletComplex: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listTypes: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TypeFilters"];
                "multipart/form-data": components["schemas"]["TypeFilters"];
            };
        };
        responses: {
            /** @description A page of user types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TypePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportTypes: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TypeFilters"];
                "multipart/form-data": components["schemas"]["TypeFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getType: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TypeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateType: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TypeInput"];
                "multipart/form-data": components["schemas"]["TypeInput"];
            };
        };
        responses: {
            /** @description The type after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TypeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    exportUsers: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UserFilters"];
                "multipart/form-data": components["schemas"]["UserFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    previewUserBulk: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserBulkRequest"];
            };
        };
        responses: {
            /** @description A report per account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserBulkResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    applyUserBulk: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserBulkRequest"];
            };
        };
        responses: {
            /** @description A report per account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserBulkResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UserFilters"];
                "multipart/form-data": components["schemas"]["UserFilters"];
            };
        };
        responses: {
            /** @description A page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    switchUserStatus: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwitchUserStatusRequest"];
                "multipart/form-data": components["schemas"]["SwitchUserStatusRequest"];
            };
        };
        responses: {
            /** @description The account after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["UserDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUserRequest"];
                "multipart/form-data": components["schemas"]["CreateUserRequest"];
            };
        };
        responses: {
            /** @description The new account. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserRequest"];
                "multipart/form-data": components["schemas"]["UpdateUserRequest"];
            };
        };
        responses: {
            /** @description The account after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    updateUserRoles: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserRolesRequest"];
                "multipart/form-data": components["schemas"]["UpdateUserRolesRequest"];
            };
        };
        responses: {
            /** @description The account after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    setUserEntity: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EntityFlagRequest"];
                "multipart/form-data": components["schemas"]["EntityFlagRequest"];
            };
        };
        responses: {
            /** @description The account after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    switchUserGov: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["GovFlagRequest"];
                "multipart/form-data": components["schemas"]["GovFlagRequest"];
            };
        };
        responses: {
            /** @description The account after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    switchUserGovForLocationOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["GovForLocationOrderFlagRequest"];
                "multipart/form-data": components["schemas"]["GovForLocationOrderFlagRequest"];
            };
        };
        responses: {
            /** @description The account after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listUserHistory: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UserHistoryFilters"];
                "multipart/form-data": components["schemas"]["UserHistoryFilters"];
            };
        };
        responses: {
            /** @description A page of changes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserHistoryPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listUserContacts: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ContactFilters"];
                "multipart/form-data": components["schemas"]["ContactFilters"];
            };
        };
        responses: {
            /** @description A page of contacts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    listEmployees: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EmployeeFilters"];
                "multipart/form-data": components["schemas"]["EmployeeFilters"];
            };
        };
        responses: {
            /** @description A page of employees. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createEmployee: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEmployeeRequest"];
                "multipart/form-data": components["schemas"]["CreateEmployeeRequest"];
            };
        };
        responses: {
            /** @description The new employee, awaiting activation. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    listVehicleEntryPermitOrders: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["VehicleEntryPermitOrderFilters"];
                "multipart/form-data": components["schemas"]["VehicleEntryPermitOrderFilters"];
            };
        };
        responses: {
            /** @description A page of vehicle-entry permits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleEntryPermitOrderPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportVehicleEntryPermitOrders: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["VehicleEntryPermitOrderFilters"];
                "multipart/form-data": components["schemas"]["VehicleEntryPermitOrderFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getVehicleEntryPermitOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleEntryPermitOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    vehicleEntryPermitCamps: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The camps. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            name: string;
                            name_en: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createVehicleEntryPermitOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["VehicleEntryPermitOrderInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleEntryPermitOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateVehicleEntryPermitOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["VehicleEntryPermitOrderInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleEntryPermitOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    transitionVehicleEntryPermitOrder: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VehicleEntryPermitOrderEvent"];
                "multipart/form-data": components["schemas"]["VehicleEntryPermitOrderEvent"];
            };
        };
        responses: {
            /** @description The record after the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleEntryPermitOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    vehicleEntryPermitPdf: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permit (application/pdf). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    verifyVehicleEntryPermit: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                qr: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenceVerificationResponse"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listWashrooms: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WashroomFilters"];
                "multipart/form-data": components["schemas"]["WashroomFilters"];
            };
        };
        responses: {
            /** @description A page of washrooms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WashroomPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportWashrooms: {
        parameters: {
            query: {
                /** @description csv (UTF-8 with a byte-order mark) or xlsx. */
                format: components["parameters"]["ExportFormat"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WashroomFilters"];
                "multipart/form-data": components["schemas"]["WashroomFilters"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getWashroom: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WashroomResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createWashroom: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WashroomInput"];
                "multipart/form-data": components["schemas"]["WashroomInput"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WashroomResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    updateWashroom: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WashroomInput"];
                "multipart/form-data": components["schemas"]["WashroomInput"];
            };
        };
        responses: {
            /** @description The record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WashroomResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteWashroom: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
}
