import ComposableCore
import ConcurrencyExtras
import IdentifiedCollections
import Observation
import Testing

/// A `forEach` over a tracked property of `@ObservableState` state modifies a row in place, and
/// tells the property's observers what its accessor would: a row that changes its identity is a
/// change of the list, a row mutated in place is not.
@MainActor
struct ForEachObservationTests {
  @ObservableState
  struct Row: Equatable, Identifiable {
    let id: Int
    var title = ""
  }

  struct PlainRow: Equatable, Identifiable {
    let id: Int
    var title = ""
  }

  @ObservableState
  struct List: Equatable {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
    var plainRows: IdentifiedArrayOf<PlainRow> = [PlainRow(id: 1)]
  }

  enum RowAction {
    case rename(String)
    case replace
    /// Runs its closure inside the row's reduction.
    case perform(() -> Void)
    /// Starts an effect that runs until it is cancelled, and then counts itself.
    case start
  }

  struct RowFeature: Reducer {
    let cancellations: LockIsolated<Int>

    func reduce(into state: inout Row, action: RowAction) -> Effect<RowAction> {
      switch action {
      case let .rename(title): state.title = title
      case .replace: state = Row(id: state.id, title: state.title)
      case let .perform(body): body()
      case .start:
        return .run { @MainActor [cancellations] _ in
          await withTaskCancellationHandler {
            try? await Task.never()
          } onCancel: {
            cancellations.withValue { $0 += 1 }
          }
        }
      }
      return .none
    }
  }

  struct PlainRowFeature: Reducer {
    func reduce(into state: inout PlainRow, action: RowAction) -> Effect<RowAction> {
      if case let .rename(title) = action { state.title = title }
      return .none
    }
  }

  @CasePathable enum Action {
    case rows(IdentifiedAction<Int, RowAction>)
    case plainRows(IdentifiedAction<Int, RowAction>)
    case removeFirstRow
  }

  struct ListFeature: Reducer {
    var cancellations = LockIsolated(0)

    var body: some Reducer<List, Action> {
      Reduce { state, action in
        if case .removeFirstRow = action { state.rows.removeFirst() }
        return .none
      }
      .forEach(\.rows, action: \.rows) { RowFeature(cancellations: cancellations) }
      .forEach(\.plainRows, action: \.plainRows) { PlainRowFeature() }
    }
  }

  @Test func aRowMutatedInPlaceNotifiesItsReadersAndNotTheLists() {
    let store = Store(initialState: List()) { ListFeature() }
    #expect(
      notifications(
        store, reading: { _ = store.rows[id: 1]?.title },
        after: .rows(.element(id: 1, action: .rename("A")))) == 1)
    #expect(
      notifications(
        store, reading: { _ = store.rows.count },
        after: .rows(.element(id: 1, action: .rename("B")))) == 0)
    #expect(
      notifications(
        store, reading: { _ = store.rows[id: 2]?.title },
        after: .rows(.element(id: 1, action: .rename("C")))) == 0)
    #expect(store.rows[id: 1]?.title == "C")
  }

  @Test func aRowThatReplacesItselfNotifiesReadersOfTheList() {
    let store = Store(initialState: List()) { ListFeature() }
    #expect(
      notifications(
        store, reading: { _ = store.rows.count }, after: .rows(.element(id: 1, action: .replace)))
        == 1)
  }

  @Test func aRowWithoutIdentityNotifiesReadersOfTheList() {
    let store = Store(initialState: List()) { ListFeature() }
    #expect(
      notifications(
        store, reading: { _ = store.plainRows.count },
        after: .plainRows(.element(id: 1, action: .rename("A")))) == 1)
    #expect(store.plainRows[id: 1]?.title == "A")
  }

  @Test func theListFirstReadDuringARowsReductionNotifiesThatReader() {
    let store = Store(initialState: List()) { ListFeature() }
    let copy = store.withState { $0 }
    let count = LockIsolated(0)
    store.send(
      .rows(
        .element(
          id: 1,
          action: .perform {
            withObservationTracking {
              _ = copy.rows
            } onChange: {
              count.withValue { $0 += 1 }
            }
          })))
    #expect(count.value == 1)
  }

  @Test func anActionForAMissingRowNotifiesNoReaderOfTheList() {
    let store = Store(initialState: List()) { ListFeature() }
    withKnownIssue {
      #expect(
        notifications(
          store, reading: { _ = store.rows.count },
          after: .rows(.element(id: 9, action: .rename("A")))) == 0)
    } matching: {
      $0.description.contains("missing element")
    }
  }

  @Test func removingARowThroughTheParentCancelsItsEffects() {
    let feature = ListFeature()
    let store = Store(initialState: List()) { feature }
    store.send(.rows(.element(id: 1, action: .start)))
    store.send(.rows(.element(id: 2, action: .start)))
    #expect(feature.cancellations.value == 0)
    store.send(.removeFirstRow)
    #expect(feature.cancellations.value == 1)
  }

  @Test func removingARowThroughTheParentNotifiesReadersOfTheList() {
    let store = Store(initialState: List()) { ListFeature() }
    #expect(notifications(store, reading: { _ = store.rows.count }, after: .removeFirstRow) == 1)
    #expect(store.rows.ids == [2])
  }
}
