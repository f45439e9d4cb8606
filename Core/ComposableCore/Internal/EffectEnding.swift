/// Ends a `.run` before its operation returns, for an operation that learns on the main actor
/// that it is over: a publisher that completes there. TCA ends such an effect at once, so a
/// store's bookkeeping and a test store's "still running" check see it end with the completion.
///
/// While a `.run` starts (synchronously, up to its first suspension), the enders of that run are
/// pending: its registration in the store's registry and, in a test store, its tracking. An
/// operation that can end early takes them at its first line (``take()``); once the start is
/// over, those not taken are dropped. Nothing is allocated for runs that take none.
@MainActor
package enum EffectEnding {
  /// What ends a run.
  enum Ender {
    case registration(EffectRegistry, EffectRegistry.Registration, (EffectGroup, EffectGroup?))
    case custom(@MainActor () -> Void)

    @MainActor func end() {
      switch self {
      case let .registration(registry, registration, groups):
        registry.end(registration, groups: groups)
      case let .custom(end):
        end()
      }
    }
  }

  private static var pending: [Ender] = []
  /// Where the enders of the run starting now begin in `pending`; `nil` outside a start.
  private static var current: Int?

  /// Runs `start`, the synchronous start of a run that `ender` ends.
  static func starting(_ ender: Ender, _ start: () -> Void) {
    let outer = current
    current = pending.count
    pending.append(ender)
    start()
    pending.removeSubrange(current!...)
    current = outer
  }

  /// Adds a way to end the run that is starting now, if one is.
  package static func add(_ end: @escaping @MainActor () -> Void) {
    guard current != nil else { return }
    pending.append(.custom(end))
  }

  /// Takes what ends the run that is starting now: calling the result ends it, once.
  package static func take() -> @MainActor () -> Void {
    guard let current else { return {} }
    let enders = Array(pending[current...])
    pending.removeSubrange(current...)
    return { for ender in enders { ender.end() } }
  }
}
