import ComposableCore
import Testing

/// A store starts each `.run` when the send that returned it is over, at once, up to the
/// effect's first suspension: in the order the reducers returned them, after every synchronous
/// action of the send, and never once it has been cancelled.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct EffectStartTests {
  enum CancelID { case effect }

  static func feature() -> Reduce<[String], String> {
    Reduce { state, action in
      state.append(action)
      switch action {
      case "start":
        return .merge(
          .run { send in
            await send("first run, 1")
            await send("spawn")
            await send("first run, 2")
          },
          .run { send in await send("second run") },
          .send("synchronous")
        )
      case "spawn":
        return .run { send in await send("spawned run") }
      case "cancel in the same send":
        return .merge(
          .run { send in await send("must not arrive") }.cancellable(id: CancelID.effect),
          .cancel(id: CancelID.effect)
        )
      case "cancel itself":
        return .run { send in
          await send("cancel")
          await send("must not arrive")
        }
        .cancellable(id: CancelID.effect)
      case "cancel":
        return .cancel(id: CancelID.effect)
      default:
        return .none
      }
    }
  }

  @Test func runsStartAfterTheSendInTheOrderReturned() async {
    let store = Store(initialState: [String]()) { Self.feature() }
    await store.send("start").finish()
    #expect(
      store.state == [
        "start", "synchronous", "first run, 1", "spawn", "first run, 2", "second run",
        "spawned run",
      ])
  }

  @Test func anEffectThatNeverSuspendsHasEndedWhenSendReturns() async {
    let store = Store(initialState: [String]()) { Self.feature() }
    let task = store.send("spawn")
    #expect(store.state == ["spawn", "spawned run"])
    #expect(store.runningEffectCount == 0)
    await task.finish()
  }

  @Test func anEffectCancelledBeforeItStartsSendsNothing() async {
    let store = Store(initialState: [String]()) { Self.feature() }
    await store.send("cancel in the same send").finish()
    #expect(store.state == ["cancel in the same send"])
    #expect(store.runningEffectCount == 0)
  }

  @Test func anEffectThatCancelsItselfWhileStartingSendsNothingMore() async {
    let store = Store(initialState: [String]()) { Self.feature() }
    await store.send("cancel itself").finish()
    #expect(store.state == ["cancel itself", "cancel"])
    #expect(store.runningEffectCount == 0)
  }
}
