import "@mantine/core/styles/Timeline.css";
import { Text, Timeline } from "@mantine/core";
import type { OrderDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { SectionCard } from "../../../shared/ui/section-card";
import { timelineOf } from "./order-actions";

/** The order's life so far and what is left of it; a cancellation with its reason. */
export function OrderTimeline({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const steps = timelineOf(order);
  const reached = steps.filter((step) => step.at !== null).length - 1;
  return (
    <SectionCard title={t("shop.order.timeline.title")}>
      <Timeline active={reached} bulletSize={16} lineWidth={2} color={order.status === "cancelled" ? "red" : undefined}>
        {steps.map((step) => (
          <Timeline.Item
            key={step.key}
            title={t(`shop.order.timeline.${step.key}`)}
            data-testid={`order-step-${step.key}`}
          >
            <Text size="xs" c="dimmed">
              {step.at ? clock.dateTime(step.at) : t("shop.order.timeline.pending")}
            </Text>
            {step.key === "cancelled" && order.cancel_reason && (
              <Text size="sm" data-testid="order-cancel-reason">
                <bdi>{order.cancel_reason}</bdi>
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </SectionCard>
  );
}
