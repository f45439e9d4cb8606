import Dependencies

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The dependencies a presented child's reducer runs with: the current ones, with `dismiss` wired
/// to a ``Dismisser``.
///
/// Made afresh, they cost a copy of the dependencies' storage, a dismisser and its lock: about
/// 4,500 instructions and six allocations for each action of a stack element. An instance kept by
/// a reducer keeps them for its next action as long as no effect can hold them (the child returned
/// none) and the current dependencies are the same values: then an action costs a task-local
/// push.
final class PresentedDependencies {
  private struct Kept {
    let base: DependencyValues
    let presented: DependencyValues
    let dismisser: Dismisser
  }

  private var kept: Kept?

  /// Runs `reduce` with the presented dependencies; returns its effect and the dismisser its
  /// `dismiss` calls.
  func reduce<Action>(_ reduce: () -> Effect<Action>) -> (Effect<Action>, Dismisser) {
    let base = DependencyValues._current
    let current: Kept
    if let kept, Self.areSame(kept.base, base) {
      current = kept
    } else {
      let dismisser = Dismisser()
      var presented = base
      presented.dismiss = dismisser.effect
      current = Kept(base: base, presented: presented, dismisser: dismisser)
    }
    kept = nil
    let effect = DependencyValues.$_current.withValue(current.presented) { reduce() }
    if effect.isNone { kept = current }
    return (effect, current.dismisser)
  }

  /// Whether two dependency values are the same values: the same bytes, so the same references
  /// to the same immutable storage, which `kept` keeps alive.
  private static func areSame(_ lhs: DependencyValues, _ rhs: DependencyValues) -> Bool {
    withUnsafeBytes(of: lhs) { lhs in
      withUnsafeBytes(of: rhs) { rhs in memcmp(lhs.baseAddress!, rhs.baseAddress!, lhs.count) == 0 }
    }
  }
}
