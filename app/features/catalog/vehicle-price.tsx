import { Money } from "../../ui/money";

/** A vehicle's price and, when it is discounted, the price before struck through (named for screen readers). */
export function VehiclePrice({
  price,
  oldPrice,
  className,
  oldClassName,
}: {
  price: number;
  oldPrice: number | null;
  className?: string;
  oldClassName?: string;
}) {
  return (
    <p className={className}>
      <Money value={price} />
      {oldPrice ? (
        <s className={oldClassName}>
          <span className="visually-hidden">Цена без скидки: </span>
          <Money value={oldPrice} />
        </s>
      ) : null}
    </p>
  );
}
