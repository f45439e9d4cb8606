import ComposableCore
import ConcurrencyExtras
import Testing

/// Which identifiers cancel which effects: equal values of one type, through that type's `==`,
/// and never a value of another type, even one that hashes alike.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct CancellationIdentityTests {
  /// A name that compares without regard to case, so that only its own `==` equates two names.
  struct Name: Hashable, Sendable {
    let value: String
    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.value.lowercased() == rhs.value.lowercased()
    }
    func hash(into hasher: inout Hasher) { hasher.combine(value.lowercased()) }
  }

  /// Every value hashes alike, so only `==` tells two apart.
  struct Colliding: Hashable, Sendable {
    let value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
  }

  enum FirstID { case work }
  enum SecondID { case work }

  struct Feature: Reducer {
    struct State {}
    enum Action {
      case start(AnyHashableSendable)
      case cancel(AnyHashableSendable)
    }
    /// Set, synchronously, when the started effect's task is cancelled.
    let cancelled: LockIsolated<Bool>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .start(id):
        // NB: No capture list, which would make the operation `@concurrent`
        // (swiftlang/swift#87097) and start it with a hop, after `send` returns.
        return .run { _ in
          await withTaskCancellationHandler {
            try? await Task.never()
          } onCancel: {
            cancelled.setValue(true)
          }
        }
        .cancellable(id: id)
      case let .cancel(id):
        return .cancel(id: id)
      }
    }
  }

  /// Starts an effect under `registered`, cancels `cancelled`, and tells whether the effect's
  /// task was cancelled then and there; it is cancelled in any case before returning.
  func cancels(
    _ cancelled: some Hashable & Sendable, registered: some Hashable & Sendable
  ) async -> Bool {
    let flag = LockIsolated(false)
    let store = Store(initialState: Feature.State()) { Feature(cancelled: flag) }
    let task = store.send(.start(AnyHashableSendable(registered)))
    store.send(.cancel(AnyHashableSendable(cancelled)))
    let result = flag.value
    task.cancel()
    await task.finish()
    return result
  }

  @Test func equalValuesOfOneTypeCancel() async {
    #expect(await cancels(FirstID.work, registered: FirstID.work))
    #expect(await cancels("a", registered: "a"))
    #expect(!(await cancels("b", registered: "a")))
  }

  @Test func aTypesOwnEqualityDecides() async {
    #expect(await cancels(Name(value: "WORK"), registered: Name(value: "work")))
    #expect(!(await cancels(Name(value: "rest"), registered: Name(value: "work"))))
  }

  /// Two one-case enums hash alike, so this compares across types.
  @Test func lookalikeValuesOfOtherTypesDoNotCancel() async {
    #expect(!(await cancels(SecondID.work, registered: FirstID.work)))
    #expect(!(await cancels("1", registered: 1)))
  }

  @Test func valuesThatHashAlikeAreStillCompared() async {
    #expect(!(await cancels(Colliding(value: 2), registered: Colliding(value: 1))))
    #expect(await cancels(Colliding(value: 1), registered: Colliding(value: 1)))
  }
}
