import { Anchor } from "@mantine/core";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useProgram } from "../../../api/affiliates.ts";
import { PageTitle } from "../../../ui/PageTitle.tsx";
import { QueryContent } from "../../../ui/QueryContent.tsx";
import { AFFILIATE_PAGES, programPath } from "../affiliatePaths.ts";
import { ProgramEditor } from "./ProgramEditor.tsx";

/** /cabinet/affiliate_programs/new and /{id}/edit: the program's details view. */
export function ProgramFormPage() {
  const { t } = useTranslation("affiliates");
  const { id } = useParams();
  const programId = id === undefined ? null : Number(id);
  const program = useProgram(programId);

  return (
    <>
      <Anchor component={Link} to={programId ? programPath(programId) : AFFILIATE_PAGES.programs} size="sm">
        {programId ? t("program.back") : t("programs.back")}
      </Anchor>
      {programId === null ? (
        <>
          <PageTitle title={t("form.newTitle")} description={t("form.newDescription")} />
          <ProgramEditor program={null} />
        </>
      ) : (
        <QueryContent query={program}>
          {(loaded) => (
            <>
              <PageTitle title={t("form.editTitle", { name: loaded.name })} />
              <ProgramEditor key={loaded.id} program={loaded} />
            </>
          )}
        </QueryContent>
      )}
    </>
  );
}
