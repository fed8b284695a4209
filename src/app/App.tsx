export function App() {
  return <div className="page-column">建采通</div>;
}
