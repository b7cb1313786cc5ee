import "@mantine/core/styles/Badge.css";
import { Badge, Text } from "@mantine/core";
import { formatDuration, isJobCardOpen, type JobCardDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { Money } from "../../../shared/ui/money";
import { StaticTable } from "../../../shared/ui/static-table";

/** "Package: Full care" beside a line the package brought (priced by the package). */
function FromPackage({ jobCard, packageId }: { jobCard: JobCardDto; packageId: string | null }) {
  const { t } = useTranslation();
  const pkg = packageId && jobCard.packages.find((p) => p.package_id === packageId);
  if (!pkg) return null;
  return (
    <Badge ms="xs" variant="light" color="grape">
      {t("shop.job_card.from_package", { name: pkg.name })}
    </Badge>
  );
}

/** A line a package brought is paid for by the package's own line: its price would count it twice. */
function LinePrice({ price, packageId }: { price: number; packageId: string | null }) {
  const { t } = useTranslation();
  if (packageId === null) return <Money amount={price} />;
  return (
    <Text span c="dimmed" size="sm">
      {t("shop.job_card.detail.included")}
    </Text>
  );
}

export function JobCardServices({ jobCard }: { jobCard: JobCardDto }) {
  const { t } = useTranslation();
  type Service = JobCardDto["services"][number];
  return (
    <StaticTable<Service>
      label={t("shop.job_card.sections.services")}
      rows={jobCard.services}
      rowKey={(s) => s._id}
      empty={t("shop.job_card.detail.no_services")}
      columns={[
        {
          key: "service",
          header: t("shop.job_card.fields.service"),
          render: (s) => (
            <>
              <bdi>{s.name}</bdi>
              <FromPackage jobCard={jobCard} packageId={s.package_id} />
            </>
          ),
        },
        {
          key: "technician",
          header: t("shop.job_card.fields.technician"),
          render: (s) => <bdi>{s.employee_name}</bdi>,
        },
        {
          key: "time",
          header: t("shop.job_card.detail.time"),
          render: (s) =>
            s.appointment ? (
              <bdi
                dir="ltr"
                style={{ whiteSpace: "nowrap" }}
              >{`${s.appointment.start_time}–${s.appointment.end_time}`}</bdi>
            ) : (
              "—"
            ),
        },
        {
          key: "duration",
          header: t("shop.job_card.detail.duration"),
          render: (s) => (
            <bdi dir="ltr" style={{ whiteSpace: "nowrap" }}>
              {formatDuration(s.duration_minutes)}
            </bdi>
          ),
        },
        {
          key: "price",
          header: t("shop.job_card.detail.price"),
          render: (s) => <LinePrice price={s.price} packageId={s.package_id} />,
        },
      ]}
    />
  );
}

export function JobCardProducts({ jobCard }: { jobCard: JobCardDto }) {
  const { t } = useTranslation();
  type Product = JobCardDto["products"][number];
  // Completing takes the products out of stock: until then, say which ones the branch lacks.
  const isShort = (p: Product) => isJobCardOpen(jobCard.status) && p.in_stock !== null && p.in_stock < p.quantity;
  return (
    <StaticTable<Product>
      label={t("shop.job_card.sections.products")}
      rows={jobCard.products}
      rowKey={(p) => p._id}
      empty={t("shop.job_card.detail.no_products")}
      columns={[
        {
          key: "product",
          header: t("shop.job_card.fields.product"),
          render: (p) => (
            <>
              <bdi>{p.name}</bdi>
              <FromPackage jobCard={jobCard} packageId={p.package_id} />
              {isShort(p) && (
                <Badge ms="xs" variant="light" color="orange">
                  {t("shop.job_card.detail.stock_short", { count: p.in_stock ?? 0 })}
                </Badge>
              )}
            </>
          ),
        },
        { key: "quantity", header: t("shop.job_card.fields.quantity"), render: (p) => p.quantity },
        {
          key: "price",
          header: t("shop.job_card.detail.price"),
          render: (p) => <LinePrice price={p.price} packageId={p.package_id} />,
        },
      ]}
    />
  );
}

export function JobCardPackages({ jobCard }: { jobCard: JobCardDto }) {
  const { t } = useTranslation();
  type Package = JobCardDto["packages"][number];
  return (
    <StaticTable<Package>
      label={t("shop.job_card.sections.packages")}
      rows={jobCard.packages}
      rowKey={(p) => p.package_id}
      empty={t("shop.job_card.detail.no_packages")}
      columns={[
        { key: "package", header: t("shop.job_card.fields.package"), render: (p) => <bdi>{p.name}</bdi> },
        { key: "price", header: t("shop.job_card.detail.price"), render: (p) => <Money amount={p.price} /> },
      ]}
    />
  );
}
