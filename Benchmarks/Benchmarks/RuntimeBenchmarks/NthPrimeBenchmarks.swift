import Benchmark
import ComposableCore
import NthPrimeFeature

func nthPrimeBenchmarks() {
  for n in [50_000, 1_000_000] {
    Benchmark("NthPrime feature \(n)", configuration: .init(maxIterations: 100)) {
      @MainActor benchmark async in
      let store = Store(initialState: NthPrime.State(count: n)) { NthPrime() }
      benchmark.startMeasurement()
      await store.send(.nthPrimeButtonTapped).finish()
      benchmark.stopMeasurement()
      precondition(store.state.numberFact != nil)
    }

    Benchmark("Sieve with progress hops \(n)", configuration: .init(maxIterations: 100)) {
      @MainActor benchmark async in
      benchmark.startMeasurement()
      let prime = await nthPrimeHoppingToTheMainActor(n)
      benchmark.stopMeasurement()
      blackHole(prime)
    }

    Benchmark("Sieve \(n)", configuration: .init(maxIterations: 100)) { benchmark in
      blackHole(PrimeSieve.nthPrime(n))
    }
  }
}

/// The sieve with the feature's hops, but no store: each progress report hops to the main actor
/// and back, then yields.
private func nthPrimeHoppingToTheMainActor(_ n: Int) async -> Int? {
  await PrimeSieve.nthPrime(n) { _ in
    await MainActor.run { hops += 1 }
    await Task.yield()
  }
}
