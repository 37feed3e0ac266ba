CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"resource" text NOT NULL,
	"used" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_key_resource_pk" PRIMARY KEY("key","resource")
);
