import { useParams } from 'react-router-dom';

/** The solver-side flow under /challenges/{slug} (seed 001 §1, §4, §7). */
const SolverApp = () => {
  const { slug } = useParams();
  return (
    <main>
      <h1>{slug}</h1>
    </main>
  );
};

export default SolverApp;
