@_spi(Internals) import ComposableCore
import Foundation
import Observation
import Synchronization
import Testing

/// `store.scope(state: \.rows, action: \.rows)` over an identified array: one store per element,
/// the same one for as long as the element is there.
@MainActor
struct StoreCollectionTests {
  @Reducer
  struct Row {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var count = 0
    }
    enum Action: Equatable { case increment }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer
  struct List {
    @ObservableState
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row.State> = []
      var title = ""
    }
    enum Action: Equatable {
      case add(Int)
      case remove(Int)
      case rows(IdentifiedActionOf<Row>)
      case rename(String)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .add(id): state.rows.append(Row.State(id: id))
        case let .remove(id): state.rows.remove(id: id)
        case let .rename(title): state.title = title
        case .rows: break
        }
        return .none
      }
      .forEach(\.rows, action: \.rows) { Row() }
    }
  }

  func rows(of store: StoreOf<List>) -> [StoreOf<Row>] {
    Array(store.scope(state: \.rows, action: \.rows))
  }

  @Test func eachElementHasAStoreThatSendsToIt() {
    let store = Store(initialState: List.State(rows: [Row.State(id: 1), Row.State(id: 2)])) {
      List()
    }
    let rows = Array(store.scope(state: \.rows, action: \.rows))
    #expect(rows.map(\.id) == [1, 2])
    rows[1].send(.increment)
    #expect(store.rows[id: 2]?.count == 1)
    #expect(rows[1].count == 1)
    #expect(rows[0].count == 0)
  }

  @Test func anElementKeepsItsStoreWhileItIsThere() {
    let store = Store(initialState: List.State(rows: [Row.State(id: 1)])) { List() }
    let first = rows(of: store).first
    store.send(.add(2))
    let rows = rows(of: store)
    #expect(rows.count == 2)
    #expect(rows.first === first)
    #expect(rows[1] === self.rows(of: store).last)
  }

  @Test func aRemovedElementsStoreKeepsItsLastStateAndSendsNothing() throws {
    let store = Store(initialState: List.State(rows: [Row.State(id: 1)])) { List() }
    let row = try #require(rows(of: store).first)
    row.send(.increment)
    store.send(.remove(1))
    #expect(rows(of: store).isEmpty)
    row.send(.increment)
    #expect(row.count == 1)
    store.send(.add(1))
    let readded = try #require(rows(of: store).first)
    #expect(readded !== row)
    #expect(readded.count == 0)
  }

  @Test func readingTheCollectionTracksTheArray() {
    let store = Store(initialState: List.State(rows: [Row.State(id: 1)])) { List() }
    let changes = Mutex(0)
    withObservationTracking {
      _ = rows(of: store).count
    } onChange: {
      changes.withLock { $0 += 1 }
    }
    store.send(.rename("Inbox"))
    #expect(changes.withLock { $0 } == 0)
    store.send(.add(2))
    #expect(changes.withLock { $0 } == 1)
  }

  @available(*, deprecated)
  @Test func aScopeFromAClosureScopedStoreIsReported() {
    let store = Store(initialState: List.State(rows: [Row.State(id: 1)])) { List() }
    withKnownIssue {
      _ = Array(store.scope(state: { $0 }, action: { $0 }).scope(state: \.rows, action: \.rows))
    } matching: {
      $0.description.contains(
        """
        Scoping from uncached 'StoreOf<StoreCollectionTests.List>' is not compatible with \
        observation.
        """)
    }
  }

  @Test func theInternalSendReturnsATaskForItsEffectsOrNil() async {
    let store = Store(initialState: 0) {
      Reduce<Int, Bool> { state, start in
        guard start else {
          state += 1
          return .none
        }
        return .run { send in await send(false) }
      }
    }
    let none: Task<Void, Never>? = store.send(false)
    #expect(none == nil)
    #expect(store.withState { $0 } == 1)
    await store.send(true)?.value
    #expect(store.withState { $0 } == 2)
  }
}
