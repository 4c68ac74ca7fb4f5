import type { CessionStatus, ParticipantStatus } from "../../../../contract/lk-cession.ts";
import { Badge, type Tone } from "../../../ui/badge";
import { formatDate, formatMoment } from "../lk/lk-format";

const CESSION_TONES: Record<CessionStatus, Tone> = {
  draft: "neutral",
  sent: "info",
  accepted: "success",
  cancelled: "danger",
};

const PART_TONES: Record<ParticipantStatus, Tone> = { draft: "warning", sent: "info", accepted: "success" };

/** A cession's status as a badge («Черновик», «На рассмотрении», «Завершено», «Аннулирован»). */
export function CessionStatusBadge({ status, title }: { status: CessionStatus; title: string }) {
  return <Badge tone={CESSION_TONES[status]}>{title}</Badge>;
}

/** A part's status as a badge («Черновик», «Отправлено», «Принято»). */
export function PartStatusBadge({ status, title }: { status: ParticipantStatus; title: string }) {
  return <Badge tone={PART_TONES[status]}>{title}</Badge>;
}

/** A day («2026-11-24») or a moment (ISO with time) as the account shows them: «24.11.2026» or «24.11.2026, 10:15». */
export function formatWhen(value: string | null | undefined): string {
  if (!value) return "—";
  return value.length === 10 ? formatDate(value) : formatMoment(value);
}
