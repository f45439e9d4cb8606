import ComposableCore
import ConcurrencyExtras
import IdentifiedCollections
import Observation
import Testing

/// Which observers a mutation reaches, through a store, for collections, stacks, presented
/// children and enum states.
@MainActor
struct ObservationGranularityTests {
  @ObservableState
  struct Row: Equatable, Identifiable {
    let id: Int
    var title = ""
  }

  @ObservableState
  struct Board: Equatable {
    var rows: IdentifiedArrayOf<Row> = []
    var path = StackState<Row>()
    @Presents var detail: Row?
    var mode = Mode.idle
    var title = ""
  }

  @CasePathable
  @ObservableState
  enum Mode: Equatable {
    case idle
    case paused
    case editing(Row)
  }

  struct Feature: Reducer {
    typealias State = Board
    typealias Action = (inout Board) -> Void

    func reduce(into state: inout Board, action: Action) -> Effect<Action> {
      action(&state)
      return .none
    }
  }

  /// Counts how often `read` is invalidated by `change`.
  private func notifications(
    of store: Store<Board, Feature.Action>,
    reading read: @escaping (Store<Board, Feature.Action>) -> Void,
    after change: @escaping (inout Board) -> Void
  ) -> Int {
    let count = LockIsolated(0)
    withObservationTracking {
      read(store)
    } onChange: {
      count.withValue { $0 += 1 }
    }
    store.send(change)
    return count.value
  }

  private func makeStore() -> Store<Board, Feature.Action> {
    var board = Board()
    board.rows = [Row(id: 1), Row(id: 2)]
    board.path.append(Row(id: 10))
    return Store(initialState: board) { Feature() }
  }

  @Test func addingOrRemovingARowNotifiesReadersOfTheCollection() {
    let store = makeStore()
    #expect(
      notifications(of: store, reading: { _ = $0.rows }, after: { $0.rows.append(Row(id: 3)) }) == 1
    )
    #expect(
      notifications(of: store, reading: { _ = $0.rows.count }, after: { $0.rows.remove(id: 3) })
        == 1)
  }

  @Test func mutatingARowNotifiesItsReadersOnly() {
    let store = makeStore()
    #expect(
      notifications(
        of: store, reading: { _ = $0.rows[id: 1]?.title },
        after: {
          $0.rows[id: 1]?.title = "A"
        }) == 1)
    #expect(
      notifications(
        of: store, reading: { _ = $0.rows[id: 2]?.title },
        after: {
          $0.rows[id: 1]?.title = "B"
        }) == 0)
    #expect(
      notifications(
        of: store, reading: { _ = $0.rows.count },
        after: {
          $0.rows[id: 1]?.title = "C"
        }) == 0)
  }

  @Test func aStackNotifiesOnPushAndItsElementsOnMutation() {
    let store = makeStore()
    #expect(
      notifications(of: store, reading: { _ = $0.path }, after: { $0.path.append(Row(id: 11)) })
        == 1)
    #expect(
      notifications(
        of: store, reading: { _ = $0.path[id: 0]?.title },
        after: {
          $0.path[id: 0]?.title = "Top"
        }) == 1)
    #expect(
      notifications(
        of: store, reading: { _ = $0.path.count },
        after: {
          $0.path[id: 0]?.title = "Again"
        }) == 0)
  }

  @Test func presentingAndDismissingNotify() {
    let store = makeStore()
    #expect(
      notifications(of: store, reading: { _ = $0.detail }, after: { $0.detail = Row(id: 5) }) == 1)
    #expect(
      notifications(
        of: store, reading: { _ = $0.detail?.title },
        after: {
          $0.detail?.title = "Shown"
        }) == 1)
    #expect(notifications(of: store, reading: { _ = $0.detail }, after: { $0.detail = nil }) == 1)
  }

  @Test func anEnumNotifiesOnACaseChangeAndNotOnAnEqualInertCase() {
    let store = makeStore()
    #expect(notifications(of: store, reading: { _ = $0.mode }, after: { $0.mode = .paused }) == 1)
    #expect(notifications(of: store, reading: { _ = $0.mode }, after: { $0.mode = .paused }) == 0)
    #expect(
      notifications(of: store, reading: { _ = $0.mode }, after: { $0.mode = .editing(Row(id: 7)) })
        == 1)
    #expect(notifications(of: store, reading: { _ = $0.title }, after: { $0.mode = .idle }) == 0)
  }
}

/// A `Scope` into `@ObservableState` state mutates the child in place, yet a child that replaces
/// itself is still seen by observers of the parent's property.
@MainActor
struct ScopedObservationTests {
  @ObservableState
  struct Child: Equatable {
    var count = 0
  }

  @ObservableState
  struct Parent: Equatable {
    var child = Child()
    var total = 0
  }

  enum ChildAction {
    case increment, reset
    /// Runs its closure inside the child's reduction.
    case perform(() -> Void)
  }

  struct ChildFeature: Reducer {
    func reduce(into state: inout Child, action: ChildAction) -> Effect<ChildAction> {
      switch action {
      case .increment: state.count += 1
      case .reset: state = Child()
      case let .perform(body): body()
      }
      return .none
    }
  }

  struct TotalFeature: Reducer {
    func reduce(into state: inout Int, action: Void) -> Effect<Void> {
      state += 1
      return .none
    }
  }

  @CasePathable enum Action {
    case child(ChildAction)
    case restore(Child)
    case total
  }

  struct ParentFeature: Reducer {
    var body: some Reducer<Parent, Action> {
      Scope(state: \.child, action: \.child) { ChildFeature() }
      Scope(state: \.total, action: \.total) { TotalFeature() }
      Reduce { state, action in
        if case let .restore(child) = action { state.child = child }
        return .none
      }
    }
  }

  @Test func anInPlaceMutationNotifiesOnlyItsReaders() {
    let store = Store(initialState: Parent()) { ParentFeature() }
    #expect(
      notifications(store, reading: { _ = store.child.count }, after: .child(.increment)) == 1)
    #expect(notifications(store, reading: { _ = store.child }, after: .child(.increment)) == 0)
    #expect(store.child.count == 2)
  }

  @Test func aChildThatReplacesItselfNotifiesReadersOfTheParentsProperty() {
    let store = Store(initialState: Parent()) { ParentFeature() }
    store.send(.child(.increment))
    #expect(notifications(store, reading: { _ = store.child }, after: .child(.reset)) == 1)
    #expect(store.child.count == 0)
  }

  @Test func aCopyPutBackAfterAnInPlaceMutationNotifies() {
    let store = Store(initialState: Parent()) { ParentFeature() }
    let before = store.withState(\.child)
    store.send(.child(.increment))
    #expect(notifications(store, reading: { _ = store.child }, after: .restore(before)) == 1)
    #expect(store.child.count == 0)
  }

  @Test func anInPlaceMutationOfAValueWithoutIdentityNotifiesItsReaders() {
    let store = Store(initialState: Parent()) { ParentFeature() }
    #expect(notifications(store, reading: { _ = store.total }, after: .total) == 1)
    #expect(notifications(store, reading: { _ = store.child }, after: .total) == 0)
    #expect(store.total == 2)
  }

  @Test func aPropertyFirstReadDuringTheChildsReductionNotifiesThatReader() {
    let store = Store(initialState: Parent()) { ParentFeature() }
    let copy = store.withState { $0 }
    let count = LockIsolated(0)
    store.send(
      .child(
        .perform {
          withObservationTracking {
            _ = copy.child
          } onChange: {
            count.withValue { $0 += 1 }
          }
        }))
    #expect(count.value == 1)
  }
}
