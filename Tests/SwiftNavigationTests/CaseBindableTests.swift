import CasePaths
import Perception
import SwiftNavigation
import Testing

@CaseBindable
private enum Status: Equatable {
  case inStock(quantity: Int)
  case outOfStock(isOnBackOrder: Bool)
  case onSale(price: Int, discount: Int)
  case discontinued
}

private struct Item: Equatable {
  var name: String
  var status: Status
}

@Perceptible
private final class Shelf {
  var status = Status.inStock(quantity: 1)
}

@CaseBindable
private indirect enum Expression: Equatable {
  case number(Int)
  case negated(Self)
}

@CasePathable
@CaseBindable
private enum Power: Equatable, CaseBindable {
  case on(Int)
  case off
}

struct CaseBindableTests {
  @Test func theEnumIsCasePathableAndIterable() {
    let status = Status.inStock(quantity: 100)
    #expect(status[case: \.inStock] == 100)
    #expect(status[case: \.discontinued] == nil)
    #expect(Status.onSale(price: 3, discount: 1)[case: \.onSale]?.discount == 1)
    #expect(Array(Status.allCasePaths).count == 4)
  }

  @Test func aCaseBindingWritesThePayloadOfTheCaseTheValueIsIn() {
    @UIBinding var status = Status.inStock(quantity: 100)
    switch $status.cases {
    case .inStock(let quantity):
      #expect(quantity.wrappedValue == 100)
      quantity.wrappedValue = 42
    case .outOfStock, .onSale, .discontinued:
      Issue.record("Expected 'inStock'")
    }
    #expect(status == .inStock(quantity: 42))
  }

  @Test func aCaseWithoutAPayloadHasNoBinding() {
    @UIBinding var status = Status.outOfStock(isOnBackOrder: false)
    guard case .outOfStock(let isOnBackOrder) = $status.cases else {
      Issue.record("Expected 'outOfStock'")
      return
    }
    isOnBackOrder.wrappedValue = true
    #expect(status == .outOfStock(isOnBackOrder: true))
    status = .discontinued
    guard case .discontinued = $status.cases else {
      Issue.record("Expected 'discontinued'")
      return
    }
  }

  @Test func severalValuesAreOneBindingToALabeledTuple() {
    @UIBinding var status = Status.onSale(price: 100, discount: 10)
    guard case .onSale(let sale) = $status.cases else {
      Issue.record("Expected 'onSale'")
      return
    }
    #expect(sale.wrappedValue.price == 100)
    sale.wrappedValue.discount = 25
    #expect(status == .onSale(price: 100, discount: 25))
  }

  @Test func aBindingToACaseKeepsItsPayloadOnceTheValueMovesOn() {
    @UIBinding var status = Status.inStock(quantity: 1)
    guard case .inStock(let quantity) = $status.cases else {
      Issue.record("Expected 'inStock'")
      return
    }
    status = .discontinued
    quantity.wrappedValue = 2
    #expect(status == .discontinued)
    #expect(quantity.wrappedValue == 2)
  }

  @Test func aCaseBindableMemberIsSwitchedOverDirectly() {
    @UIBinding var item = Item(name: "Widget", status: .inStock(quantity: 100))
    let name: UIBinding<String> = $item.name
    #expect(name.wrappedValue == "Widget")
    switch $item.status {
    case .inStock(let quantity):
      quantity.wrappedValue = 9
    case .outOfStock, .onSale, .discontinued:
      Issue.record("Expected 'inStock'")
    }
    #expect(item.status == .inStock(quantity: 9))
    let status: UIBinding<Status> = $item.status
    status.wrappedValue = .discontinued
    #expect(item == Item(name: "Widget", status: .discontinued))
  }

  @Test func aCaseBindablePropertyOfAnObjectIsSwitchedOverDirectly() {
    @UIBindable var shelf = Shelf()
    guard case .inStock(let quantity) = $shelf.status else {
      Issue.record("Expected 'inStock'")
      return
    }
    quantity.wrappedValue = 5
    #expect(shelf.status == .inStock(quantity: 5))
  }

  @Test func switchingOverTheCasesIsTracked() {
    @UIBinding var status = Status.discontinued
    let changed = Changed()
    withPerceptionTracking {
      _ = $status.cases
    } onChange: {
      changed.value = true
    }
    status = .inStock(quantity: 1)
    #expect(changed.value)
  }

  @Test func aPayloadOfTheEnumsOwnTypeIsABindingToIt() {
    @UIBinding var expression = Expression.negated(.number(1))
    guard case .negated(let operand) = $expression.cases else {
      Issue.record("Expected 'negated'")
      return
    }
    operand.wrappedValue = .number(2)
    #expect(expression == .negated(.number(2)))
  }

  @Test func anEnumThatSpellsItsConformancesKeepsThem() {
    @UIBinding var power = Power.on(1)
    guard case .on(let value) = $power.cases else {
      Issue.record("Expected 'on'")
      return
    }
    value.wrappedValue = 2
    #expect(power == .on(2))
    #expect(power[case: \.on] == 2)
  }
}

private final class Changed: @unchecked Sendable {
  // NB: Set from the synchronous change tracking of one test.
  var value = false
}
