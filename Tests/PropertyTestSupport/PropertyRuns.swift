import Foundation

/// The seeds a property test runs: `PROPERTY_SEED` replays one, otherwise `PROPERTY_RUNS`
/// (default 1,000) seeds from 1.
public func propertySeeds(defaultRuns: Int = 1_000) -> [UInt64] {
  let environment = ProcessInfo.processInfo.environment
  if let seed = environment["PROPERTY_SEED"].flatMap(UInt64.init) { return [seed] }
  let runs = environment["PROPERTY_RUNS"].flatMap(Int.init) ?? defaultRuns
  return Array(1...UInt64(max(runs, 1)))
}

/// How to replay a failing sequence, for the failure message.
public func replayHint(seed: UInt64, step: Int, history: [String]) -> String {
  """
  seed \(seed) failed at step \(step); replay with PROPERTY_SEED=\(seed) swift test
  steps: \(history.joined(separator: ", "))
  """
}
