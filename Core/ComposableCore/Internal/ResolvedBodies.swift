import Synchronization

/// The resolved bodies of a store's reducers that are called from code the store cannot see
/// into, such as `Reduce { state, action in Feature().reduce(into: &state, action: action) }` or
/// a user-written operator that calls its base's `reduce`.
///
/// Only a reducer whose stored properties are all `@Dependency` wrappers is memoized: its `body`
/// depends on nothing but the store's dependencies, so one resolution serves every instance.
/// Others evaluate their `body` on each action, as in TCA.
final class ResolvedBodies: Sendable {
  private let bodies = Mutex<[ObjectIdentifier: Any]>([:])

  /// The resolved body of `reducer`, when the current store memoizes reducers of its type.
  static func lookup<R: Reducer>(_ reducer: R) -> ResolvedReducer<R.State, R.Action>? {
    guard let bodies = DependencyValues._current[Key.self], DependencyOnly.check(reducer) else {
      return nil
    }
    return bodies.resolved(reducer)
  }

  private func resolved<R: Reducer>(_ reducer: R) -> ResolvedReducer<R.State, R.Action> {
    bodies.withLock { bodies in
      if let resolved = bodies[ObjectIdentifier(R.self)] {
        return resolved as! ResolvedReducer<R.State, R.Action>
      }
      let resolved = ResolvedReducer(reducer)
      bodies[ObjectIdentifier(R.self)] = resolved
      return resolved
    }
  }

  fileprivate enum Key: DependencyKey {
    static let liveValue: ResolvedBodies? = nil
    static let testValue: ResolvedBodies? = nil
  }
}

/// Whether a reducer type's only stored properties are `@Dependency` wrappers, checked once per
/// type.
enum DependencyOnly {
  private static let verdicts = Mutex<[ObjectIdentifier: Bool]>([:])

  static func check<R: Reducer>(_ reducer: R) -> Bool {
    let type = ObjectIdentifier(R.self)
    if let verdict = verdicts.withLock({ $0[type] }) { return verdict }
    let mirror = Mirror(reflecting: reducer)
    let verdict =
      mirror.displayStyle == .struct
      && mirror.children.allSatisfy {
        String(reflecting: Swift.type(of: $0.value)).hasPrefix("Dependencies.Dependency<")
      }
    verdicts.withLock { $0[type] = verdict }
    return verdict
  }
}

extension DependencyValues {
  /// Gives the store that runs with these dependencies its own memo of resolved bodies.
  package mutating func resolvesReducerBodies() {
    self[ResolvedBodies.Key.self] = ResolvedBodies()
  }
}
