import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The resolved bodies of a store's reducers that are called from code the store cannot see
/// into, such as `Reduce { state, action in Feature().reduce(into: &state, action: action) }` or
/// a user-written operator that calls its base's `reduce`.
///
/// Only a reducer whose stored properties are all `@Dependency` wrappers is memoized: its `body`
/// depends on nothing but the store's dependencies, so one resolution serves every instance.
/// Others evaluate their `body` on each action, as in TCA.
final class ResolvedBodies: Sendable {
  private let bodies = Mutex<[ObjectIdentifier: Any]>([:])

  /// The resolved body of `reducer`, when a store is sending on this thread and memoizes
  /// reducers of its type.
  static func lookup<R: Reducer>(_ reducer: R) -> ResolvedReducer<R.State, R.Action>? {
    guard let bodies = SendingStore.bodies, DependencyOnly.check(reducer) else { return nil }
    return bodies.resolved(reducer)
  }

  private func resolved<R: Reducer>(_ reducer: R) -> ResolvedReducer<R.State, R.Action> {
    bodies.withLock { bodies in
      if let resolved = bodies[ObjectIdentifier(R.self)] {
        // NB: Entries are keyed by the reducer's type, and only `R`'s resolution is stored under
        //     `ObjectIdentifier(R.self)`, so the cast cannot fail.
        return resolved as! ResolvedReducer<R.State, R.Action>
      }
      let resolved = ResolvedReducer(reducer)
      bodies[ObjectIdentifier(R.self)] = resolved
      return resolved
    }
  }
}

/// The memo of the store whose `send` is running, and the thread it runs on.
///
/// NB: A store sends on the main actor, so this is in effect a thread-local of the main thread:
/// the thread is published atomically and the memo is read only by that thread. A task-local or a
/// dependency would cost a store a push per send, or a reducer called from a closure a
/// dependency lookup (about 480 ns).
enum SendingStore {
  private static let thread = Atomic<UInt>(0)
  // NB: Unretained: the sending store holds its memo for as long as its send runs, and so does
  //     every store whose send a nested one interrupted. A strong reference cost every send
  //     three reference-count operations, each an atomic instruction.
  nonisolated(unsafe) private static var current: Unmanaged<ResolvedBodies>?

  /// The memo of the store sending on this thread, if any.
  static var bodies: ResolvedBodies? {
    guard thread.load(ordering: .relaxed) == currentThread else { return nil }
    return current?.takeUnretainedValue()
  }

  /// Runs `body` as the send of the store that owns `bodies`, which must outlive the call.
  static func sending(with bodies: ResolvedBodies, _ body: () -> Void) {
    let previousThread = thread.load(ordering: .relaxed)
    let previous = current
    current = Unmanaged.passUnretained(bodies)
    thread.store(currentThread, ordering: .relaxed)
    withExtendedLifetime(bodies, body)
    current = previous
    thread.store(previousThread, ordering: .relaxed)
  }

  private static var currentThread: UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
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
