CREATE TABLE "account_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "alliance_members" (
	"alliance_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alliance_members_alliance_id_member_id_pk" PRIMARY KEY("alliance_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "alliances" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"leader_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alliances_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"event" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"module" text,
	"method" text,
	"message" text,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"success" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"message_en" text,
	"link" text,
	"audience" text NOT NULL,
	"type_id" integer,
	"recipient_count" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"message" text NOT NULL,
	"message_en" text,
	"link" text,
	"is_seen" smallint DEFAULT 0 NOT NULL,
	"seen_at" timestamp with time zone,
	"send_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_email" text NOT NULL,
	"user_id" integer,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_reset_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group_key" text NOT NULL,
	CONSTRAINT "permissions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"description" text,
	"is_system" boolean DEFAULT false NOT NULL,
	"account_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"scope" text DEFAULT 'portal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_documents" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_id" integer NOT NULL,
	"expires_at" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_documents_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"cr_number" text,
	"cr_expiry" text,
	"vat_number" text,
	"unified_number" text,
	"owner_id_number" text,
	"delegate_id" text,
	"hajj_license_number" text,
	"expiries" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"username" text,
	"email" text NOT NULL,
	"phone" text,
	"password_hash" text NOT NULL,
	"type_id" integer NOT NULL,
	"parent_id" integer,
	"company_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"is_entity" smallint DEFAULT 0 NOT NULL,
	"is_government" smallint DEFAULT 0 NOT NULL,
	"is_government_for_location_order" smallint DEFAULT 0 NOT NULL,
	"is_acknowledged" smallint DEFAULT 0 NOT NULL,
	"signature_file_id" integer,
	"stamp_file_id" integer,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workflow_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workflow" text NOT NULL,
	"record_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"payload" jsonb,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "absence_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absence_history_appointment_id_unique" UNIQUE("appointment_id")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"assign_camp_id" integer NOT NULL,
	"square_id" integer NOT NULL,
	"receiver_company_id" integer NOT NULL,
	"appointment" timestamp with time zone NOT NULL,
	"reject_reason" text,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assign_camps" (
	"id" serial PRIMARY KEY NOT NULL,
	"camp_id" integer NOT NULL,
	"square_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"receiver_company_id" integer NOT NULL,
	"receiver_cr" text NOT NULL,
	"kroky_file_id" integer,
	"assign_file_id" integer,
	"status" text NOT NULL,
	"contract_status" text DEFAULT 'unsigned' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "camps" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"square_id" integer NOT NULL,
	"capacity" integer NOT NULL,
	"area_m2" integer,
	"is_developed" boolean DEFAULT false NOT NULL,
	"notes" text,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_licence_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"plate_number" text NOT NULL,
	"car_type" text NOT NULL,
	"driver_name" text NOT NULL,
	"driver_id_number" text NOT NULL,
	"notes" text,
	"reject_reason" text,
	"approved_at" timestamp with time zone,
	"licence_token" text,
	"status" text NOT NULL,
	"company_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clearance_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"clearance_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"voted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clearances" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"initiator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"details" text,
	"type" text NOT NULL,
	"priority" text NOT NULL,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"files_file_ids" integer[] DEFAULT '{}' NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"company_id" integer NOT NULL,
	"filed_by" integer,
	"resolution" text,
	"reject_reason" text,
	"reviewed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"iso_code" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "db_archives" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"hijri_year" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"notes" text,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_questions" (
	"form_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "form_questions_form_id_question_id_pk" PRIMARY KEY("form_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "form_signers" (
	"form_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"signer_num" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "form_signers_form_id_type_id_pk" PRIMARY KEY("form_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"type" text NOT NULL,
	"with_category" boolean DEFAULT false NOT NULL,
	"body" text,
	"body_en" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"description" text NOT NULL,
	"file_file_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handover_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"assign_camp_id" integer NOT NULL,
	"appointment_id" integer,
	"form_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handover_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"assign_camp_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"signer_num" integer DEFAULT 1 NOT NULL,
	"receiver_company_id" integer NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"signed_by" integer,
	"signed_at" timestamp with time zone,
	"signature_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"due_date" date NOT NULL,
	"seller_name" text NOT NULL,
	"seller_vat_number" text NOT NULL,
	"net_total" bigint NOT NULL,
	"vat_total" bigint NOT NULL,
	"total" bigint NOT NULL,
	"attachment_file_id" integer,
	"rejection_reason" text,
	"status" text NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"validity_days" integer NOT NULL,
	"is_temporary" boolean DEFAULT false NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"description" text NOT NULL,
	"file_file_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"validity_days" integer NOT NULL,
	"is_temporary" boolean DEFAULT false NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_pledges" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"body" text,
	"file_file_id" integer,
	"is_fire" boolean DEFAULT false NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_service_inputs" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"specialist_id" integer NOT NULL,
	"count_day" integer NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_specialists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"note" text,
	"is_req" boolean DEFAULT false NOT NULL,
	"cat_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_title" text NOT NULL,
	"news_description" text NOT NULL,
	"news_type" text NOT NULL,
	"main_news_image_file_id" integer,
	"other_news_image_file_ids" integer[] DEFAULT '{}' NOT NULL,
	"news_video_file_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_bar" (
	"id" serial PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"link" text,
	"visible" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_blacklist_company_id_unique" UNIQUE("company_id")
);
--> statement-breakpoint
CREATE TABLE "order_cancel_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"replacement_id" integer,
	"reason" text NOT NULL,
	"rejection_reason" text,
	"status" text NOT NULL,
	"company_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_pledges" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"pledge_id" integer,
	"location_pledge_id" integer,
	"file_id" integer NOT NULL,
	"status" text NOT NULL,
	"rejection_reason" text,
	"company_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_pledges_one_pledge" CHECK (num_nonnulls("order_pledges"."pledge_id", "order_pledges"."location_pledge_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "order_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"progress" integer NOT NULL,
	"achive_date" date NOT NULL,
	"notes" text,
	"file_id" integer NOT NULL,
	"status" text NOT NULL,
	"rejection_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"service_id" integer,
	"specialist_id" integer,
	"location_service_id" integer,
	"location_specialist_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "order_services_one_service" CHECK (num_nonnulls("order_services"."service_id", "order_services"."location_service_id") = 1),
	CONSTRAINT "order_services_specialty_of_catalogue" CHECK (("order_services"."service_id" is null or "order_services"."location_specialist_id" is null) and ("order_services"."location_service_id" is null or "order_services"."specialist_id" is null))
);
--> statement-breakpoint
CREATE TABLE "order_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sharer_id" integer NOT NULL,
	"status" text NOT NULL,
	"signed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"family" text DEFAULT 'order' NOT NULL,
	"title" text NOT NULL,
	"camp_id" integer NOT NULL,
	"number_of_hijaj" integer NOT NULL,
	"tent_count" integer,
	"count_day" integer,
	"planed_achive_date" date,
	"notes" text,
	"status" text NOT NULL,
	"company_id" integer NOT NULL,
	"design_office_id" integer,
	"contracter_id" integer,
	"consulting_id" integer,
	"garbage_id" integer,
	"requested_specialist" jsonb,
	"rejection_reason" text,
	"cancel_reason" text,
	"license_start_date" date,
	"license_end_date" date,
	"licence_token" text,
	"gis_img_file_id" integer,
	"electric_meter" jsonb,
	"electricity_delivery_date" date,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pledges" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"body" text,
	"file_file_id" integer,
	"is_fire" boolean DEFAULT false NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plots" (
	"id" serial PRIMARY KEY NOT NULL,
	"plot_number" text NOT NULL,
	"camp_id" integer NOT NULL,
	"color" text,
	"located_in_gov_area" boolean DEFAULT false NOT NULL,
	"is_developed" boolean DEFAULT false NOT NULL,
	"developed_name" text,
	"gate" text,
	"street" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"all_users" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_category_types" (
	"category_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	CONSTRAINT "question_category_types_category_id_type_id_pk" PRIMARY KEY("category_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "question_category_users" (
	"category_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "question_category_users_category_id_user_id_pk" PRIMARY KEY("category_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answers" (
	"response_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "questionnaire_answers_response_id_question_id_pk" PRIMARY KEY("response_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"options" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"answered_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_types" (
	"questionnaire_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	CONSTRAINT "questionnaire_types_questionnaire_id_type_id_pk" PRIMARY KEY("questionnaire_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"is_required" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"category_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readiness_answers" (
	"license_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "readiness_answers_license_id_question_id_pk" PRIMARY KEY("license_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "readiness_licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"assign_camp_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"form_id" integer,
	"is_committed" boolean DEFAULT false NOT NULL,
	"has_answers_in_version" boolean DEFAULT false NOT NULL,
	"validity_period" integer,
	"rejection_reason" text,
	"kroky_file_id" integer,
	"approved_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"licence_token" text,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readiness_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"pledge" text NOT NULL,
	"pledge_en" text NOT NULL,
	"validity_periods" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reassign_order_answers" (
	"order_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text,
	CONSTRAINT "reassign_order_answers_order_id_question_id_pk" PRIMARY KEY("order_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "reassign_order_camps" (
	"order_id" integer NOT NULL,
	"assign_camp_id" integer NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	CONSTRAINT "reassign_order_camps_order_id_assign_camp_id_pk" PRIMARY KEY("order_id","assign_camp_id")
);
--> statement-breakpoint
CREATE TABLE "reassign_order_signatures" (
	"order_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"signed_by" integer,
	"signed_at" timestamp with time zone,
	"signature_file_id" integer,
	CONSTRAINT "reassign_order_signatures_order_id_type_id_pk" PRIMARY KEY("order_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "reassign_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"company_id" integer NOT NULL,
	"status" text NOT NULL,
	"form_id" integer,
	"penalty_amount" bigint DEFAULT 0 NOT NULL,
	"payment_file_id" integer,
	"payment_rejection_reason" text,
	"kroky_file_id" integer,
	"appointment" text,
	"rejection_reason" text,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regulatory_violation_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"camp_id" integer NOT NULL,
	"body" text,
	"images_file_ids" integer[] DEFAULT '{}' NOT NULL,
	"header_logo_1_file_id" integer,
	"header_logo_2_file_id" integer,
	"footer_logo_file_id" integer,
	"status" text NOT NULL,
	"issued_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"company_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sadad_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"amount" bigint NOT NULL,
	"due_date" date NOT NULL,
	"bill_number" text,
	"attachment_file_id" integer,
	"rejection_reason" text,
	"status" text NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_inputs" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"specialist_id" integer NOT NULL,
	"count_day" integer NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "camp_geometries" (
	"camp_id" integer PRIMARY KEY NOT NULL,
	"geometry" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "square_geometries" (
	"square_id" integer PRIMARY KEY NOT NULL,
	"geometry" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sla_breaches" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow" text NOT NULL,
	"record_id" integer NOT NULL,
	"status" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sla_targets" (
	"workflow" text NOT NULL,
	"status" text NOT NULL,
	"target_days" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sla_targets_workflow_status_pk" PRIMARY KEY("workflow","status")
);
--> statement-breakpoint
CREATE TABLE "specialists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"note" text,
	"is_req" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"cat_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "squares" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"code" text NOT NULL,
	"area_m2" integer,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"square_id" integer,
	"location" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temp_licence_order_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temp_licence_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"structure" text NOT NULL,
	"assign_camp_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"kroky_document_file_id" integer,
	"status" text NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"rejection_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"licence_token" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "term_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"body" text NOT NULL,
	"body_en" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_admin_group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "ticket_admin_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_admin_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"kind" text NOT NULL,
	"author_id" integer,
	"content" text,
	"attachment_file_id" integer,
	"group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"content" text NOT NULL,
	"importance_level" text NOT NULL,
	"attachment_file_id" integer,
	"owner_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_subject_users" (
	"subject_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "ticket_subject_users_subject_id_user_id_pk" PRIMARY KEY("subject_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"note" text,
	"type_id" integer,
	"admin_group_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "toilet_complexes" (
	"id" serial PRIMARY KEY NOT NULL,
	"label_number" text NOT NULL,
	"num_of_rooms" integer NOT NULL,
	"camp_id" integer,
	"camp_num_of_rooms" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_entry_permit_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"plate_number" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"driver_name" text NOT NULL,
	"driver_id_number" text NOT NULL,
	"driver_mobile" text NOT NULL,
	"camp_id" integer NOT NULL,
	"entry_date" date NOT NULL,
	"exit_date" date NOT NULL,
	"purpose" text,
	"registration_file_id" integer,
	"reject_reason" text,
	"approved_at" timestamp with time zone,
	"licence_token" text,
	"status" text NOT NULL,
	"company_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "washrooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"wc_number" text NOT NULL,
	"camp_id" integer NOT NULL,
	"wc_category" text,
	"portable_wc_count" integer,
	"toilets_count" integer,
	"seated_toilets_count" integer,
	"urinal_tapes_count" integer,
	"showers_count" integer,
	"internal_water_tapes_count" integer,
	"external_water_tapes_count" integer,
	"total_water_tapes_count" integer,
	"upper_water_tank" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alliance_members" ADD CONSTRAINT "alliance_members_alliance_id_alliances_id_fk" FOREIGN KEY ("alliance_id") REFERENCES "public"."alliances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alliance_members" ADD CONSTRAINT "alliance_members_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alliances" ADD CONSTRAINT "alliances_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_type_id_account_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."account_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_send_id_notification_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."notification_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_type_id_account_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."account_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_stamp_file_id_files_id_fk" FOREIGN KEY ("stamp_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_history" ADD CONSTRAINT "absence_history_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_history" ADD CONSTRAINT "absence_history_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_history" ADD CONSTRAINT "absence_history_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_assign_camp_id_assign_camps_id_fk" FOREIGN KEY ("assign_camp_id") REFERENCES "public"."assign_camps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_receiver_company_id_users_id_fk" FOREIGN KEY ("receiver_company_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assign_camps" ADD CONSTRAINT "assign_camps_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assign_camps" ADD CONSTRAINT "assign_camps_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assign_camps" ADD CONSTRAINT "assign_camps_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assign_camps" ADD CONSTRAINT "assign_camps_receiver_company_id_users_id_fk" FOREIGN KEY ("receiver_company_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assign_camps" ADD CONSTRAINT "assign_camps_kroky_file_id_files_id_fk" FOREIGN KEY ("kroky_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assign_camps" ADD CONSTRAINT "assign_camps_assign_file_id_files_id_fk" FOREIGN KEY ("assign_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assign_camps" ADD CONSTRAINT "assign_camps_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camps" ADD CONSTRAINT "camps_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_licence_orders" ADD CONSTRAINT "car_licence_orders_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_votes" ADD CONSTRAINT "clearance_votes_clearance_id_clearances_id_fk" FOREIGN KEY ("clearance_id") REFERENCES "public"."clearances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_votes" ADD CONSTRAINT "clearance_votes_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_votes" ADD CONSTRAINT "clearance_votes_voter_id_users_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearances" ADD CONSTRAINT "clearances_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearances" ADD CONSTRAINT "clearances_initiator_id_users_id_fk" FOREIGN KEY ("initiator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_signers" ADD CONSTRAINT "form_signers_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_signers" ADD CONSTRAINT "form_signers_type_id_account_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."account_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_file_file_id_files_id_fk" FOREIGN KEY ("file_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_answers" ADD CONSTRAINT "handover_answers_assign_camp_id_assign_camps_id_fk" FOREIGN KEY ("assign_camp_id") REFERENCES "public"."assign_camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_answers" ADD CONSTRAINT "handover_answers_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_answers" ADD CONSTRAINT "handover_answers_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_answers" ADD CONSTRAINT "handover_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_answers" ADD CONSTRAINT "handover_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_signatures" ADD CONSTRAINT "handover_signatures_assign_camp_id_assign_camps_id_fk" FOREIGN KEY ("assign_camp_id") REFERENCES "public"."assign_camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_signatures" ADD CONSTRAINT "handover_signatures_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_signatures" ADD CONSTRAINT "handover_signatures_type_id_account_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."account_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_signatures" ADD CONSTRAINT "handover_signatures_receiver_company_id_users_id_fk" FOREIGN KEY ("receiver_company_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_signatures" ADD CONSTRAINT "handover_signatures_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_signatures" ADD CONSTRAINT "handover_signatures_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_guides" ADD CONSTRAINT "location_guides_file_file_id_files_id_fk" FOREIGN KEY ("file_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_pledges" ADD CONSTRAINT "location_pledges_file_file_id_files_id_fk" FOREIGN KEY ("file_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_service_inputs" ADD CONSTRAINT "location_service_inputs_service_id_location_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."location_services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_services" ADD CONSTRAINT "location_services_specialist_id_location_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."location_specialists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_specialists" ADD CONSTRAINT "location_specialists_cat_id_categories_id_fk" FOREIGN KEY ("cat_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_main_news_image_file_id_files_id_fk" FOREIGN KEY ("main_news_image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_news_video_file_id_files_id_fk" FOREIGN KEY ("news_video_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_blacklist" ADD CONSTRAINT "company_blacklist_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_blacklist" ADD CONSTRAINT "company_blacklist_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancel_requests" ADD CONSTRAINT "order_cancel_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancel_requests" ADD CONSTRAINT "order_cancel_requests_replacement_id_users_id_fk" FOREIGN KEY ("replacement_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancel_requests" ADD CONSTRAINT "order_cancel_requests_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pledges" ADD CONSTRAINT "order_pledges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pledges" ADD CONSTRAINT "order_pledges_pledge_id_pledges_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."pledges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pledges" ADD CONSTRAINT "order_pledges_location_pledge_id_location_pledges_id_fk" FOREIGN KEY ("location_pledge_id") REFERENCES "public"."location_pledges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pledges" ADD CONSTRAINT "order_pledges_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pledges" ADD CONSTRAINT "order_pledges_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reports" ADD CONSTRAINT "order_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reports" ADD CONSTRAINT "order_reports_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reports" ADD CONSTRAINT "order_reports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_specialist_id_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_location_service_id_location_services_id_fk" FOREIGN KEY ("location_service_id") REFERENCES "public"."location_services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_location_specialist_id_location_specialists_id_fk" FOREIGN KEY ("location_specialist_id") REFERENCES "public"."location_specialists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_signatures" ADD CONSTRAINT "order_signatures_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_signatures" ADD CONSTRAINT "order_signatures_sharer_id_users_id_fk" FOREIGN KEY ("sharer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_design_office_id_users_id_fk" FOREIGN KEY ("design_office_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_contracter_id_users_id_fk" FOREIGN KEY ("contracter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_consulting_id_users_id_fk" FOREIGN KEY ("consulting_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_garbage_id_users_id_fk" FOREIGN KEY ("garbage_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gis_img_file_id_files_id_fk" FOREIGN KEY ("gis_img_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_file_file_id_files_id_fk" FOREIGN KEY ("file_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plots" ADD CONSTRAINT "plots_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_category_types" ADD CONSTRAINT "question_category_types_category_id_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_category_types" ADD CONSTRAINT "question_category_types_type_id_account_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."account_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_category_users" ADD CONSTRAINT "question_category_users_category_id_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_category_users" ADD CONSTRAINT "question_category_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_response_id_questionnaire_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."questionnaire_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_question_id_questionnaire_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questionnaire_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_groups" ADD CONSTRAINT "questionnaire_groups_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_group_id_questionnaire_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."questionnaire_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_types" ADD CONSTRAINT "questionnaire_types_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_types" ADD CONSTRAINT "questionnaire_types_type_id_account_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."account_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_category_id_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_answers" ADD CONSTRAINT "readiness_answers_license_id_readiness_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."readiness_licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_answers" ADD CONSTRAINT "readiness_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_answers" ADD CONSTRAINT "readiness_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_licenses" ADD CONSTRAINT "readiness_licenses_assign_camp_id_assign_camps_id_fk" FOREIGN KEY ("assign_camp_id") REFERENCES "public"."assign_camps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_licenses" ADD CONSTRAINT "readiness_licenses_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_licenses" ADD CONSTRAINT "readiness_licenses_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_licenses" ADD CONSTRAINT "readiness_licenses_kroky_file_id_files_id_fk" FOREIGN KEY ("kroky_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_licenses" ADD CONSTRAINT "readiness_licenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_settings" ADD CONSTRAINT "readiness_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_order_answers" ADD CONSTRAINT "reassign_order_answers_order_id_reassign_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."reassign_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_order_answers" ADD CONSTRAINT "reassign_order_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_order_camps" ADD CONSTRAINT "reassign_order_camps_order_id_reassign_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."reassign_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_order_camps" ADD CONSTRAINT "reassign_order_camps_assign_camp_id_assign_camps_id_fk" FOREIGN KEY ("assign_camp_id") REFERENCES "public"."assign_camps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_order_signatures" ADD CONSTRAINT "reassign_order_signatures_order_id_reassign_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."reassign_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_order_signatures" ADD CONSTRAINT "reassign_order_signatures_type_id_account_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."account_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_order_signatures" ADD CONSTRAINT "reassign_order_signatures_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_order_signatures" ADD CONSTRAINT "reassign_order_signatures_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_orders" ADD CONSTRAINT "reassign_orders_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_orders" ADD CONSTRAINT "reassign_orders_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_orders" ADD CONSTRAINT "reassign_orders_payment_file_id_files_id_fk" FOREIGN KEY ("payment_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_orders" ADD CONSTRAINT "reassign_orders_kroky_file_id_files_id_fk" FOREIGN KEY ("kroky_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_orders" ADD CONSTRAINT "reassign_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulatory_violation_orders" ADD CONSTRAINT "regulatory_violation_orders_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulatory_violation_orders" ADD CONSTRAINT "regulatory_violation_orders_header_logo_1_file_id_files_id_fk" FOREIGN KEY ("header_logo_1_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulatory_violation_orders" ADD CONSTRAINT "regulatory_violation_orders_header_logo_2_file_id_files_id_fk" FOREIGN KEY ("header_logo_2_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulatory_violation_orders" ADD CONSTRAINT "regulatory_violation_orders_footer_logo_file_id_files_id_fk" FOREIGN KEY ("footer_logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulatory_violation_orders" ADD CONSTRAINT "regulatory_violation_orders_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sadad_orders" ADD CONSTRAINT "sadad_orders_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sadad_orders" ADD CONSTRAINT "sadad_orders_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sadad_orders" ADD CONSTRAINT "sadad_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_inputs" ADD CONSTRAINT "service_inputs_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_specialist_id_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_geometries" ADD CONSTRAINT "camp_geometries_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "square_geometries" ADD CONSTRAINT "square_geometries_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_targets" ADD CONSTRAINT "sla_targets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialists" ADD CONSTRAINT "specialists_cat_id_categories_id_fk" FOREIGN KEY ("cat_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_licence_order_answers" ADD CONSTRAINT "temp_licence_order_answers_order_id_temp_licence_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."temp_licence_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_licence_order_answers" ADD CONSTRAINT "temp_licence_order_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_licence_orders" ADD CONSTRAINT "temp_licence_orders_assign_camp_id_assign_camps_id_fk" FOREIGN KEY ("assign_camp_id") REFERENCES "public"."assign_camps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_licence_orders" ADD CONSTRAINT "temp_licence_orders_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_licence_orders" ADD CONSTRAINT "temp_licence_orders_kroky_document_file_id_files_id_fk" FOREIGN KEY ("kroky_document_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_licence_orders" ADD CONSTRAINT "temp_licence_orders_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_licence_orders" ADD CONSTRAINT "temp_licence_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_licence_orders" ADD CONSTRAINT "temp_licence_orders_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_conditions" ADD CONSTRAINT "term_conditions_type_id_account_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."account_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_admin_group_members" ADD CONSTRAINT "ticket_admin_group_members_group_id_ticket_admin_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."ticket_admin_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_admin_group_members" ADD CONSTRAINT "ticket_admin_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_group_id_ticket_admin_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."ticket_admin_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_subject_id_ticket_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."ticket_subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_group_id_ticket_admin_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."ticket_admin_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_subject_users" ADD CONSTRAINT "ticket_subject_users_subject_id_ticket_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."ticket_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_subject_users" ADD CONSTRAINT "ticket_subject_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_subjects" ADD CONSTRAINT "ticket_subjects_type_id_account_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."account_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_subjects" ADD CONSTRAINT "ticket_subjects_admin_group_id_ticket_admin_groups_id_fk" FOREIGN KEY ("admin_group_id") REFERENCES "public"."ticket_admin_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toilet_complexes" ADD CONSTRAINT "toilet_complexes_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_entry_permit_orders" ADD CONSTRAINT "vehicle_entry_permit_orders_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_entry_permit_orders" ADD CONSTRAINT "vehicle_entry_permit_orders_registration_file_id_files_id_fk" FOREIGN KEY ("registration_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_entry_permit_orders" ADD CONSTRAINT "vehicle_entry_permit_orders_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "washrooms" ADD CONSTRAINT "washrooms_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alliance_members_member_unique" ON "alliance_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "audit_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_waiting_idx" ON "jobs" USING btree ("key") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "login_attempts_lookup_idx" ON "login_attempts" USING btree ("email","ip","at");--> statement-breakpoint
CREATE INDEX "notification_sends_created_idx" ON "notification_sends" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_unseen_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."is_seen" = 0;--> statement-breakpoint
CREATE INDEX "notifications_send_idx" ON "notifications" USING btree ("send_id","is_seen");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "password_reset_requests_lookup_idx" ON "password_reset_requests" USING btree ("email","ip","at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email")) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username")) WHERE "users"."deleted_at" is null and "users"."username" is not null;--> statement-breakpoint
CREATE INDEX "users_type_idx" ON "users" USING btree ("type_id","id");--> statement-breakpoint
CREATE INDEX "users_parent_idx" ON "users" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "users_list_created_idx" ON "users" USING btree ("created_at","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_list_status_idx" ON "users" USING btree ("status","created_at","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_list_name_idx" ON "users" USING btree ("name","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_list_email_idx" ON "users" USING btree ("email","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_list_company_idx" ON "users" USING btree (coalesce("company_name", ''),"id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "workflow_history_record_idx" ON "workflow_history" USING btree ("workflow","record_id","id");--> statement-breakpoint
CREATE INDEX "workflow_history_at_idx" ON "workflow_history" USING btree ("workflow","at");--> statement-breakpoint
CREATE INDEX "absence_history_created_idx" ON "absence_history" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "absence_history_company_idx" ON "absence_history" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "appointments_created_idx" ON "appointments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "appointments_assign_camp_id_idx" ON "appointments" USING btree ("assign_camp_id","created_at");--> statement-breakpoint
CREATE INDEX "appointments_status_idx" ON "appointments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "appointments_at_idx" ON "appointments" USING btree ("appointment","id");--> statement-breakpoint
CREATE INDEX "appointments_receiver_idx" ON "appointments" USING btree ("receiver_company_id","appointment");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_square_slot_idx" ON "appointments" USING btree ("square_id","appointment") WHERE "appointments"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "assign_camps_created_idx" ON "assign_camps" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "assign_camps_live_camp_idx" ON "assign_camps" USING btree ("camp_id") WHERE "assign_camps"."status" <> 'returned';--> statement-breakpoint
CREATE INDEX "assign_camps_camp_id_idx" ON "assign_camps" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "assign_camps_square_id_idx" ON "assign_camps" USING btree ("square_id");--> statement-breakpoint
CREATE INDEX "assign_camps_country_id_idx" ON "assign_camps" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "assign_camps_receiver_idx" ON "assign_camps" USING btree ("receiver_company_id","created_at");--> statement-breakpoint
CREATE INDEX "assign_camps_status_idx" ON "assign_camps" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "camps_created_idx" ON "camps" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "camps_square_id_idx" ON "camps" USING btree ("square_id");--> statement-breakpoint
CREATE INDEX "camps_status_idx" ON "camps" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "camps_name_idx" ON "camps" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "camps_name_en_idx" ON "camps" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "car_licence_orders_created_idx" ON "car_licence_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "car_licence_orders_company_idx" ON "car_licence_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "car_licence_orders_status_idx" ON "car_licence_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "car_licence_orders_token_idx" ON "car_licence_orders" USING btree ("licence_token");--> statement-breakpoint
CREATE INDEX "categories_created_idx" ON "categories" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_votes_voter_idx" ON "clearance_votes" USING btree ("clearance_id","voter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_votes_company_voter_idx" ON "clearance_votes" USING btree ("company_id","voter_id");--> statement-breakpoint
CREATE INDEX "clearance_votes_voter_status_idx" ON "clearance_votes" USING btree ("voter_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "clearances_company_idx" ON "clearances" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "clearances_created_idx" ON "clearances" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_created_idx" ON "complaints" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_files_idx" ON "complaints" USING gin ("files_file_ids");--> statement-breakpoint
CREATE INDEX "complaints_company_idx" ON "complaints" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "countries_created_idx" ON "countries" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_name_idx" ON "countries" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_name_en_idx" ON "countries" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_iso_code_idx" ON "countries" USING btree ("iso_code");--> statement-breakpoint
CREATE INDEX "db_archives_created_idx" ON "db_archives" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "db_archives_status_idx" ON "db_archives" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "db_archives_starts_idx" ON "db_archives" USING btree ("starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "db_archives_hijri_year_idx" ON "db_archives" USING btree ("hijri_year");--> statement-breakpoint
CREATE UNIQUE INDEX "db_archives_one_active_idx" ON "db_archives" USING btree ("status") WHERE "db_archives"."status" = 'active';--> statement-breakpoint
CREATE INDEX "form_questions_question_idx" ON "form_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "form_questions_sort_idx" ON "form_questions" USING btree ("form_id","sort");--> statement-breakpoint
CREATE INDEX "forms_created_idx" ON "forms" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "forms_type_idx" ON "forms" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "forms_name_idx" ON "forms" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "guides_created_idx" ON "guides" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "handover_answers_unique_idx" ON "handover_answers" USING btree ("assign_camp_id","form_id","question_id");--> statement-breakpoint
CREATE INDEX "handover_answers_form_idx" ON "handover_answers" USING btree ("form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "handover_signatures_signer_idx" ON "handover_signatures" USING btree ("assign_camp_id","form_id","type_id","signer_num");--> statement-breakpoint
CREATE INDEX "handover_signatures_status_idx" ON "handover_signatures" USING btree ("status","type_id");--> statement-breakpoint
CREATE INDEX "handover_signatures_form_idx" ON "handover_signatures" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","sort");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "licenses_created_idx" ON "licenses" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "licenses_name_idx" ON "licenses" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "licenses_name_en_idx" ON "licenses" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "location_guides_created_idx" ON "location_guides" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "location_licenses_created_idx" ON "location_licenses" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_licenses_name_idx" ON "location_licenses" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "location_licenses_name_en_idx" ON "location_licenses" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "location_pledges_created_idx" ON "location_pledges" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "location_service_inputs_created_idx" ON "location_service_inputs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "location_service_inputs_service_id_idx" ON "location_service_inputs" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "location_services_created_idx" ON "location_services" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "location_services_specialist_id_idx" ON "location_services" USING btree ("specialist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_services_specialist_name_idx" ON "location_services" USING btree ("specialist_id",lower("name"));--> statement-breakpoint
CREATE INDEX "location_specialists_created_idx" ON "location_specialists" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "location_specialists_cat_id_idx" ON "location_specialists" USING btree ("cat_id");--> statement-breakpoint
CREATE INDEX "news_created_idx" ON "news" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "news_other_news_image_idx" ON "news" USING gin ("other_news_image_file_ids");--> statement-breakpoint
CREATE INDEX "news_bar_created_idx" ON "news_bar" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "order_cancel_requests_order_idx" ON "order_cancel_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_cancel_requests_status_idx" ON "order_cancel_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_cancel_requests_open_idx" ON "order_cancel_requests" USING btree ("order_id","type") WHERE "order_cancel_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_pledges_order_idx" ON "order_pledges" USING btree ("order_id","pledge_id");--> statement-breakpoint
CREATE INDEX "order_pledges_order_location_idx" ON "order_pledges" USING btree ("order_id","location_pledge_id");--> statement-breakpoint
CREATE INDEX "order_reports_order_idx" ON "order_reports" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_reports_status_idx" ON "order_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "order_services_order_idx" ON "order_services" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_services_order_service_idx" ON "order_services" USING btree ("order_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_services_order_location_service_idx" ON "order_services" USING btree ("order_id","location_service_id");--> statement-breakpoint
CREATE INDEX "order_services_service_idx" ON "order_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "order_services_location_service_idx" ON "order_services" USING btree ("location_service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_signatures_order_sharer_idx" ON "order_signatures" USING btree ("order_id","sharer_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_camp_id_idx" ON "orders" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_family_idx" ON "orders" USING btree ("family","created_at");--> statement-breakpoint
CREATE INDEX "orders_design_office_idx" ON "orders" USING btree ("design_office_id");--> statement-breakpoint
CREATE INDEX "orders_contracter_idx" ON "orders" USING btree ("contracter_id");--> statement-breakpoint
CREATE INDEX "orders_consulting_idx" ON "orders" USING btree ("consulting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_licence_token_idx" ON "orders" USING btree ("licence_token") WHERE "orders"."licence_token" is not null;--> statement-breakpoint
CREATE INDEX "pledges_created_idx" ON "pledges" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "plots_created_idx" ON "plots" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "plots_camp_id_idx" ON "plots" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "question_categories_created_idx" ON "question_categories" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "question_categories_name_idx" ON "question_categories" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "question_category_users_user_idx" ON "question_category_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "questionnaire_answers_question_idx" ON "questionnaire_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "questionnaire_groups_questionnaire_idx" ON "questionnaire_groups" USING btree ("questionnaire_id","position");--> statement-breakpoint
CREATE INDEX "questionnaire_questions_group_idx" ON "questionnaire_questions" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "questionnaire_questions_questionnaire_idx" ON "questionnaire_questions" USING btree ("questionnaire_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_responses_user_unique" ON "questionnaire_responses" USING btree ("questionnaire_id","user_id");--> statement-breakpoint
CREATE INDEX "questionnaire_responses_user_idx" ON "questionnaire_responses" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "questionnaire_types_type_idx" ON "questionnaire_types" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "questionnaires_created_idx" ON "questionnaires" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "questionnaires_status_idx" ON "questionnaires" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "questions_created_idx" ON "questions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "questions_category_idx" ON "questions" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "questions_title_idx" ON "questions" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "readiness_answers_question_idx" ON "readiness_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "readiness_licenses_created_idx" ON "readiness_licenses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "readiness_licenses_company_idx" ON "readiness_licenses" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "readiness_licenses_status_idx" ON "readiness_licenses" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "readiness_licenses_assign_idx" ON "readiness_licenses" USING btree ("assign_camp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "readiness_licenses_token_idx" ON "readiness_licenses" USING btree ("licence_token");--> statement-breakpoint
CREATE UNIQUE INDEX "readiness_licenses_open_idx" ON "readiness_licenses" USING btree ("assign_camp_id") WHERE "readiness_licenses"."status" in ('pending', 'disapproved');--> statement-breakpoint
CREATE INDEX "reassign_order_camps_assign_idx" ON "reassign_order_camps" USING btree ("assign_camp_id");--> statement-breakpoint
CREATE INDEX "reassign_order_signatures_unsigned_idx" ON "reassign_order_signatures" USING btree ("type_id","order_id");--> statement-breakpoint
CREATE INDEX "reassign_orders_type_created_idx" ON "reassign_orders" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "reassign_orders_company_idx" ON "reassign_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "reassign_orders_status_idx" ON "reassign_orders" USING btree ("type","status","created_at");--> statement-breakpoint
CREATE INDEX "regulatory_violation_orders_created_idx" ON "regulatory_violation_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "regulatory_violation_orders_camp_id_idx" ON "regulatory_violation_orders" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "regulatory_violation_orders_images_idx" ON "regulatory_violation_orders" USING gin ("images_file_ids");--> statement-breakpoint
CREATE INDEX "regulatory_violation_orders_company_idx" ON "regulatory_violation_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "regulatory_violation_orders_status_idx" ON "regulatory_violation_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sadad_orders_created_idx" ON "sadad_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sadad_orders_company_idx" ON "sadad_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "sadad_orders_status_idx" ON "sadad_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sadad_orders_bill_idx" ON "sadad_orders" USING btree ("bill_number");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filters_user_list_name_idx" ON "saved_filters" USING btree ("user_id","list","name");--> statement-breakpoint
CREATE INDEX "service_inputs_created_idx" ON "service_inputs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "service_inputs_service_id_idx" ON "service_inputs" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "services_created_idx" ON "services" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "services_specialist_id_idx" ON "services" USING btree ("specialist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_specialist_name_idx" ON "services" USING btree ("specialist_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sla_breaches_visit_idx" ON "sla_breaches" USING btree ("workflow","record_id","status","entered_at");--> statement-breakpoint
CREATE INDEX "sla_breaches_found_idx" ON "sla_breaches" USING btree ("found_at");--> statement-breakpoint
CREATE INDEX "specialists_created_idx" ON "specialists" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "specialists_cat_id_idx" ON "specialists" USING btree ("cat_id");--> statement-breakpoint
CREATE INDEX "squares_created_idx" ON "squares" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "squares_code_idx" ON "squares" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "squares_name_idx" ON "squares" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "squares_name_en_idx" ON "squares" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "stations_created_idx" ON "stations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stations_square_id_idx" ON "stations" USING btree ("square_id");--> statement-breakpoint
CREATE INDEX "stations_kind_idx" ON "stations" USING btree ("kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stations_name_idx" ON "stations" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "stations_name_en_idx" ON "stations" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "temp_licence_order_answers_unique_idx" ON "temp_licence_order_answers" USING btree ("order_id","question_id");--> statement-breakpoint
CREATE INDEX "temp_licence_order_answers_question_idx" ON "temp_licence_order_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "temp_licence_orders_created_idx" ON "temp_licence_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "temp_licence_orders_company_idx" ON "temp_licence_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "temp_licence_orders_status_idx" ON "temp_licence_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "temp_licence_orders_assign_idx" ON "temp_licence_orders" USING btree ("assign_camp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "temp_licence_orders_token_idx" ON "temp_licence_orders" USING btree ("licence_token");--> statement-breakpoint
CREATE UNIQUE INDEX "term_conditions_type_key" ON "term_conditions" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "ticket_admin_group_members_user_idx" ON "ticket_admin_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ticket_admin_groups_created_idx" ON "ticket_admin_groups" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ticket_comments_ticket_idx" ON "ticket_comments" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_company_idx" ON "tickets" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_group_idx" ON "tickets" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_subject_idx" ON "tickets" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ticket_subject_users_user_idx" ON "ticket_subject_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ticket_subjects_created_idx" ON "ticket_subjects" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ticket_subjects_admin_group_id_idx" ON "ticket_subjects" USING btree ("admin_group_id");--> statement-breakpoint
CREATE INDEX "toilet_complexes_created_idx" ON "toilet_complexes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "toilet_complexes_camp_id_idx" ON "toilet_complexes" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "vehicle_entry_permit_orders_created_idx" ON "vehicle_entry_permit_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vehicle_entry_permit_orders_camp_id_idx" ON "vehicle_entry_permit_orders" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "vehicle_entry_permit_orders_company_idx" ON "vehicle_entry_permit_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_entry_permit_orders_status_idx" ON "vehicle_entry_permit_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_entry_permit_orders_token_idx" ON "vehicle_entry_permit_orders" USING btree ("licence_token");--> statement-breakpoint
CREATE INDEX "washrooms_created_idx" ON "washrooms" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "washrooms_camp_id_idx" ON "washrooms" USING btree ("camp_id");