/// The prime search's progress as the status area shows it: a bar, a percentage, a rate and an
/// estimate of the time left.
///
/// It remembers when the search started, the first time it sees progress, so the rate and the
/// estimate are averages over the whole search.
public struct ProgressMeter: Equatable, Sendable {
  private var start: ContinuousClock.Instant?

  public init() {}

  /// The meter's text for `progress` (0...1) of a search for the `count`th prime at `now`, or
  /// `nil` when no search runs.
  public mutating func text(
    progress: Double?, count: Int, now: ContinuousClock.Instant
  ) -> String? {
    guard let progress else {
      start = nil
      return nil
    }
    let start = self.start ?? now
    self.start = start
    let bar = Renderer.progressBar(progress)
    let elapsed = now - start
    guard progress > 0, elapsed > .milliseconds(100) else {
      return "\(bar) · starting…"
    }
    let seconds =
      Double(elapsed.components.seconds)
      + Double(elapsed.components.attoseconds) / 1e18
    let rate = Double(count) * min(progress, 1) / seconds
    let left = seconds * (1 - min(progress, 1)) / progress
    return "\(bar) · \(Self.rate(rate)) primes/s · \(Self.duration(left)) left"
  }

  /// `12345.6` as `12.3k`, `1234567` as `1.2M`.
  public static func rate(_ rate: Double) -> String {
    switch rate {
    case ..<1_000: "\(Int(rate))"
    case ..<1_000_000: "\(Int(rate / 100) / 10).\(Int(rate / 100) % 10)k"
    default: "\(Int(rate / 100_000) / 10).\(Int(rate / 100_000) % 10)M"
    }
  }

  /// Seconds as `<1s`, `42s`, `3m 05s` or `2h 07m`.
  public static func duration(_ seconds: Double) -> String {
    guard seconds.isFinite else { return "?" }
    let whole = Int(seconds.rounded())
    switch whole {
    case ..<1: return "<1s"
    case ..<60: return "\(whole)s"
    case ..<3600:
      return "\(whole / 60)m \(whole % 60 < 10 ? "0" : "")\(whole % 60)s"
    default:
      let minutes = whole / 60 % 60
      return "\(whole / 3600)h \(minutes < 10 ? "0" : "")\(minutes)m"
    }
  }
}
