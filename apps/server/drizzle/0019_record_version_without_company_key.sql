-- The record's own foreign key already takes its versions with the company; this one made every
-- save lock the company row, one row shared by all its advisers' saves.
ALTER TABLE "record_version" DROP CONSTRAINT "record_version_company_id_company_id_fk";
