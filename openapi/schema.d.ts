/**
 * Generated from openapi/ by `npm run gen:api`. Do not edit.
 */

export interface paths {
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
         *     disabled account answers 403 without one. More than 5 failures in a minute for one e-mail and
         *     address answers 429.
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
    "/roles/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Roles to choose from (id and name), for activating and editing users */
        get: operations["listRoleOptions"];
        put?: never;
        post?: never;
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
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Users (paged, filtered) */
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
         */
        post: operations["switchUserStatus"];
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
        };
        StoredFile: {
            id: number;
            name: string;
            size: number;
            mime?: string;
            url: string;
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
            /** @description Name */
            search?: string;
            type_id?: number;
            /** @description One status, or several. */
            status?: components["schemas"]["UserStatus"] | components["schemas"]["UserStatus"][];
            role_id?: number;
            parent_id?: number;
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
    };
    responses: {
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
    };
    parameters: {
        Page: number;
        Id: number;
        AcceptLanguage: "ar" | "en";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
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
    listRoleOptions: {
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
            /** @description All roles. */
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
}
