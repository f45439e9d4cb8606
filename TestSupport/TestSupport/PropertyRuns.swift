import Foundation

/// The seeds a property test runs: `PROPERTY_SEED` replays one, `PROPERTY_RUNS` sets how many;
/// otherwise ``testVolume(quick:soak:)`` seeds from 1: `quick` in a plain `swift test`, `soak`
/// under `Scripts/soak.sh`.
///
/// Iterate it with `for await`: it yields the actor between runs, so that many runs on the
/// main actor never hold it for long. Other tests' main-actor work (a test store's effects, which
/// run on the main serial executor) keeps going meanwhile, on a busy machine too.
public func propertySeeds(quick: Int = 25, soak: Int = 1_000) -> PropertySeeds {
  let environment = ProcessInfo.processInfo.environment
  if let seed = environment["PROPERTY_SEED"].flatMap(UInt64.init) {
    return PropertySeeds(seeds: [seed])
  }
  let runs = environment["PROPERTY_RUNS"].flatMap(Int.init) ?? testVolume(quick: quick, soak: soak)
  return PropertySeeds(seeds: Array(1...UInt64(max(runs, 1))))
}

/// How much a property or stress test does: `quick` by default, so that `swift test` stays fast,
/// and `soak` when `SOAK=1` is set, as `Scripts/soak.sh` does.
public func testVolume<Volume>(quick: Volume, soak: Volume) -> Volume {
  ProcessInfo.processInfo.environment["SOAK"] == "1" ? soak : quick
}

/// The seeds of a property test, handed out one run at a time.
public struct PropertySeeds: AsyncSequence, Sendable {
  let seeds: [UInt64]

  public func makeAsyncIterator() -> Iterator {
    Iterator(seeds: seeds[...])
  }

  public struct Iterator: AsyncIteratorProtocol {
    var seeds: ArraySlice<UInt64>

    public mutating func next() async -> UInt64? {
      guard let seed = seeds.popFirst() else { return nil }
      await Task.yield()
      return seed
    }
  }
}

/// How to replay a failing sequence, for the failure message.
public func replayHint(seed: UInt64, step: Int, history: [String]) -> String {
  """
  seed \(seed) failed at step \(step); replay with PROPERTY_SEED=\(seed) swift test
  steps: \(history.joined(separator: ", "))
  """
}

extension PropertySeeds {
  /// Runs `body` for every seed, at most `width` at a time, for property tests whose runs mostly
  /// wait (on a child process, say) and so can overlap; the first error thrown ends the rest.
  public func forEach(
    concurrently width: Int, _ body: @escaping @Sendable (UInt64) async throws -> Void
  ) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
      var seeds = self.seeds[...]
      for _ in 0..<Swift.max(width, 1) {
        guard let seed = seeds.popFirst() else { break }
        group.addTask { try await body(seed) }
      }
      while try await group.next() != nil {
        guard let seed = seeds.popFirst() else { continue }
        group.addTask { try await body(seed) }
      }
    }
  }
}
