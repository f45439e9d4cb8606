import Benchmark
import Dependencies
import Sharing

/// A `@Shared` mutation with nobody observing, and `withLock` when several threads mutate one
/// value at once. Each mutation copies the value (reads inside `withLock` see it as it stood), so
/// the array row shows what that costs for a value of 1,000 elements.
func sharingBenchmarks() {
  Benchmark("Shared mutation, in memory", configuration: .init(scalingFactor: .kilo)) {
    benchmark in
    @Shared(.inMemory("count")) var count = 0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      $count.withLock { $0 += 1 }
    }
    benchmark.stopMeasurement()
    blackHole(count)
  }

  Benchmark("Shared mutation, 1,000-element array", configuration: .init(scalingFactor: .kilo)) {
    benchmark in
    @Shared(value: Array(repeating: 0, count: 1_000)) var numbers
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      $numbers.withLock { $0[0] += 1 }
    }
    benchmark.stopMeasurement()
    blackHole(numbers)
  }

  Benchmark("Shared withLock, 4 threads contending", configuration: .init(scalingFactor: .kilo)) {
    benchmark in
    @Shared(value: 0) var count
    let perThread = benchmark.scaledIterations.count / 4
    benchmark.startMeasurement()
    await withTaskGroup(of: Void.self) { group in
      for _ in 1...4 {
        group.addTask { [$count] in
          for _ in 0..<perThread { $count.withLock { $0 += 1 } }
        }
      }
    }
    benchmark.stopMeasurement()
    blackHole(count)
  }
}
