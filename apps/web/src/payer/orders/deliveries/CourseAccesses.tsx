import { IconSchool } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { DeliveredCourseAccess } from "../../../api/payerTypes.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { payerPaths } from "../../navigation.ts";
import { AccessBadge, useAccessText } from "../../courses/AccessBadge.tsx";
import { DeliveryGroup, DeliveryRow } from "./DeliveryRow.tsx";

/** Courses and memberships the order gave access to, with the way into the course area. */
export function CourseAccesses({ items }: { items: readonly DeliveredCourseAccess[] }) {
  const { t } = useTranslation("payer");
  const accessText = useAccessText();
  return (
    <DeliveryGroup title={t("deliveries.courses")} count={items.length}>
      {items.map((access) => (
        <DeliveryRow
          key={access.product.id}
          title={access.product.name}
          details={accessText(access)}
          actions={
            <>
              <AccessBadge access={access} />
              {access.state !== "ended" && (
                <AppButton
                  component={Link}
                  to={
                    access.product.form === "course"
                      ? payerPaths.course(access.product.id)
                      : payerPaths.courses
                  }
                  size="xs"
                  leftSection={<IconSchool size={14} aria-hidden />}
                >
                  {t("deliveries.openCourse")}
                </AppButton>
              )}
            </>
          }
        />
      ))}
    </DeliveryGroup>
  );
}
