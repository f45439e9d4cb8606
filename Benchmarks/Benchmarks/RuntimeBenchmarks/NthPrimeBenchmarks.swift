import Benchmark
import ComposableCore
import NthPrimeFeature

func nthPrimeBenchmarks() {
  for n in [50_000, 1_000_000] {
    Benchmark("NthPrime feature, n = \(n)", configuration: .init(maxIterations: 100)) {
      @MainActor benchmark async in
      let store = Store(initialState: NthPrime.State(count: n)) { NthPrime() }
      benchmark.startMeasurement()
      await store.send(.nthPrimeButtonTapped).finish()
      benchmark.stopMeasurement()
      precondition(store.state.numberFact != nil)
    }

    Benchmark("Sieve, n = \(n)", configuration: .init(maxIterations: 100)) { benchmark in
      blackHole(PrimeSieve.nthPrime(n))
    }
  }
}
