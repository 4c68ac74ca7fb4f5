export function meta() {
  return [{ title: "Лизинг-Авто — лизинг автомобилей и грузовой техники" }];
}

export default function Home() {
  return (
    <main>
      <h1>Лизинг автомобилей и спецтехники для бизнеса</h1>
    </main>
  );
}
