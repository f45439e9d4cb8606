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
  // NB: The kept values are stored properties rather than a struct of them: copying a struct of
  //     two dependency values and a dismisser in and out of an optional cost a dozen reference
  //     count operations per action, each an atomic instruction.
  //
  // NB: Unchecked exclusivity: a store's reducers run on its actor, and no access spans the
  //     child's reduce, so a re-entrant action never overlaps one. The checks cost every stack
  //     element's action about 150 instructions.
  @exclusivity(unchecked) private var base: DependencyValues?
  @exclusivity(unchecked) private var presented: DependencyValues?
  @exclusivity(unchecked) private var dismisser: Dismisser?

  /// Runs `reduce` with the presented dependencies; returns its effect and the dismisser its
  /// `dismiss` calls.
  func reduce<Action>(_ reduce: () -> Effect<Action>) -> (Effect<Action>, Dismisser) {
    let current = DependencyValues._current
    if let kept = dismisser, presented != nil, isBase(current) {
      // NB: The kept values stay where they are: binding or reassigning them would copy two
      //     references each, and release the old ones, each an atomic instruction.
      dismisser = nil
      let effect = Self.reduce(with: presented.unsafelyUnwrapped, reduce)
      if !effect.isNone {
        (base, presented) = (nil, nil)
      } else if dismisser == nil, presented != nil {
        // NB: Unless a re-entrant action kept values of its own.
        dismisser = kept
      }
      return (effect, kept)
    }
    let dismisser = Dismisser()
    var presented = current
    presented.dismiss = dismisser.effect
    // NB: Forgotten while the child runs, so that a re-entrant action builds its own.
    self.dismisser = nil
    let effect = Self.reduce(with: presented, reduce)
    if effect.isNone {
      (base, self.presented, self.dismisser) = (current, presented, dismisser)
    } else {
      (base, self.presented) = (nil, nil)
    }
    return (effect, dismisser)
  }

  /// Runs `reduce` with `dependencies` as the current ones.
  ///
  /// NB: The effect leaves through a captured variable rather than as `withValue`'s result: a
  ///     result of type `Effect<Action>` would look up that type's metadata on every action of
  ///     this unspecialized code (about 330 instructions), where a variable of its fixed layout
  ///     needs none.
  private static func reduce<Action>(
    with dependencies: DependencyValues, _ reduce: () -> Effect<Action>
  ) -> Effect<Action> {
    var effect = Effect<Action>.none
    DependencyValues.$_current.withValue(dependencies) { effect = reduce() }
    return effect
  }

  /// Whether `current` are the kept base values: the same bytes, so the same references to the
  /// same immutable storage, which `base` keeps alive.
  private func isBase(_ current: DependencyValues) -> Bool {
    guard base != nil else { return false }
    return withUnsafeBytes(of: &base) { base in
      withUnsafeBytes(of: current) { current in
        memcmp(base.baseAddress!, current.baseAddress!, current.count) == 0
      }
    }
  }
}
