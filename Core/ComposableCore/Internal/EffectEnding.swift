/// Ends a `.run` before its operation returns, for an operation that learns on the main actor
/// that it is over: a publisher that completes there. TCA ends such an effect at once, so a
/// store's bookkeeping and a test store's "still running" check see it end with the completion.
///
/// While a `.run` starts (synchronously, up to its first suspension), what ends it is at hand:
/// its registration in the store's registry and, in a test store, its tracking. An operation that
/// can end early takes them at its first line (``take()``); once the start is over, they are
/// dropped. A start saves and restores the outer start's, so nested starts keep their own.
@MainActor
package enum EffectEnding {
  private struct Start {
    let registration: EffectRegistry.Registration
    var others: [@MainActor () -> Void] = []
  }

  // NB: Read and written in instants that cannot overlap: no dynamic exclusivity checks, which
  //     cost every effect's start about 150 instructions.
  @exclusivity(unchecked) private static var current: Start?

  /// Runs `start`, the synchronous start of a run registered as `registration`.
  static func starting<R>(_ registration: EffectRegistry.Registration, _ start: () -> R) -> R {
    let outer = current
    current = Start(registration: registration)
    defer { current = outer }
    return start()
  }

  /// Adds a way to end the run that is starting now, if one is.
  package static func add(_ end: @escaping @MainActor () -> Void) {
    current?.others.append(end)
  }

  /// Takes what ends the run that is starting now: calling the result ends it, once.
  package static func take() -> @MainActor () -> Void {
    guard let start = current else { return {} }
    current = nil
    return {
      for end in start.others { end() }
      start.registration.registry?.end(start.registration)
    }
  }
}
