import CasePathsMacrosSupport
import ComposableMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros([
    "CaseBindable": MacroSpec(
      type: CaseBindableMacro.self,
      conformances: ["CasePathable", "CasePathIterable", "CaseBindable"]),
    "CasePathable": MacroSpec(
      type: CasePathableMacro.self, conformances: ["CasePathable", "CasePathIterable"]),
  ])
)
struct CaseBindableMacroTests {
  @Test func eachCaseGetsABindingToItsPayload() {
    assertMacro {
      """
      @CaseBindable
      enum Status {
        case inStock(quantity: Int)
        case outOfStock(isOnBackOrder: Bool)
        case onSale(price: Int, discount: Int)
        case discontinued
      }
      """
    } expansion: {
      #"""
      enum Status {
        case inStock(quantity: Int)
        case outOfStock(isOnBackOrder: Bool)
        case onSale(price: Int, discount: Int)
        case discontinued

        public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
          public subscript(root: Status) -> CasePaths.PartialCaseKeyPath<Status> {
            if root.is(\.inStock) {
              return \.inStock
            }
            if root.is(\.outOfStock) {
              return \.outOfStock
            }
            if root.is(\.onSale) {
              return \.onSale
            }
            if root.is(\.discontinued) {
              return \.discontinued
            }
            return \.never
          }
          public var inStock: CasePaths.AnyCasePath<Status, Int> {
            ._$embed(Status.inStock) {
              guard case let .inStock(v0) = $0 else {
                return nil
              }
              return v0
            }
          }
          public var outOfStock: CasePaths.AnyCasePath<Status, Bool> {
            ._$embed(Status.outOfStock) {
              guard case let .outOfStock(v0) = $0 else {
                return nil
              }
              return v0
            }
          }
          public var onSale: CasePaths.AnyCasePath<Status, (price: Int, discount: Int)> {
            ._$embed(Status.onSale) {
              guard case let .onSale(v0, v1) = $0 else {
                return nil
              }
              return (v0, v1)
            }
          }
          public var discontinued: CasePaths.AnyCasePath<Status, Void> {
            ._$embed({
                Status.discontinued
              }) {
              guard case .discontinued = $0 else {
                return nil
              }
              return ()
            }
          }
          public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Status>]> {
            var allCasePaths: [CasePaths.PartialCaseKeyPath<Status>] = []
            allCasePaths.append(\.inStock)
            allCasePaths.append(\.outOfStock)
            allCasePaths.append(\.onSale)
            allCasePaths.append(\.discontinued)
            return allCasePaths.makeIterator()
          }
        }

        public static var allCasePaths: AllCasePaths {
          AllCasePaths()
        }

        public enum UIBindingEnumeration {
          case inStock(SwiftNavigation.UIBinding<Int>)
          case outOfStock(SwiftNavigation.UIBinding<Bool>)
          case onSale(SwiftNavigation.UIBinding<(price: Int, discount: Int)>)
          case discontinued
        }

        public static func _$caseBinding(
          _ binding: SwiftNavigation.UIBinding<Self>
        ) -> UIBindingEnumeration {
          let value = binding.wrappedValue
          switch value {
          case .inStock:
            return .inStock(binding._$case(\.inStock, in: value))
          case .outOfStock:
            return .outOfStock(binding._$case(\.outOfStock, in: value))
          case .onSale:
            return .onSale(binding._$case(\.onSale, in: value))
          case .discontinued:
            return .discontinued
          }
        }
      }

      extension Status: CasePathable, CasePathIterable {
      }

      extension Status: SwiftNavigation.CaseBindable {
      }
      """#
    }
  }

  @Test func besideCasePathableItWritesOnlyTheBindings() {
    assertMacro {
      """
      @CasePathable
      @CaseBindable
      enum Status {
        case inStock(quantity: Int)
        case discontinued
      }
      """
    } expansion: {
      #"""
      enum Status {
        case inStock(quantity: Int)
        case discontinued

        public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
          public subscript(root: Status) -> CasePaths.PartialCaseKeyPath<Status> {
            if root.is(\.inStock) {
              return \.inStock
            }
            if root.is(\.discontinued) {
              return \.discontinued
            }
            return \.never
          }
          public var inStock: CasePaths.AnyCasePath<Status, Int> {
            ._$embed(Status.inStock) {
              guard case let .inStock(v0) = $0 else {
                return nil
              }
              return v0
            }
          }
          public var discontinued: CasePaths.AnyCasePath<Status, Void> {
            ._$embed({
                Status.discontinued
              }) {
              guard case .discontinued = $0 else {
                return nil
              }
              return ()
            }
          }
          public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Status>]> {
            var allCasePaths: [CasePaths.PartialCaseKeyPath<Status>] = []
            allCasePaths.append(\.inStock)
            allCasePaths.append(\.discontinued)
            return allCasePaths.makeIterator()
          }
        }

        public static var allCasePaths: AllCasePaths {
          AllCasePaths()
        }

        public enum UIBindingEnumeration {
          case inStock(SwiftNavigation.UIBinding<Int>)
          case discontinued
        }

        public static func _$caseBinding(
          _ binding: SwiftNavigation.UIBinding<Self>
        ) -> UIBindingEnumeration {
          let value = binding.wrappedValue
          switch value {
          case .inStock:
            return .inStock(binding._$case(\.inStock, in: value))
          case .discontinued:
            return .discontinued
          }
        }
      }

      extension Status: CasePathable, CasePathIterable {
      }

      extension Status: SwiftNavigation.CaseBindable {
      }
      """#
    }
  }

  @Test func aSpelledConformanceIsNotAddedAgain() {
    assertMacro {
      """
      @CaseBindable
      enum Status: CaseBindable {
        case inStock(quantity: Int)
      }
      """
    } expansion: {
      #"""
      enum Status: CaseBindable {
        case inStock(quantity: Int)

        public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
          public subscript(root: Status) -> CasePaths.PartialCaseKeyPath<Status> {
            if root.is(\.inStock) {
              return \.inStock
            }
            return \.never
          }
          public var inStock: CasePaths.AnyCasePath<Status, Int> {
            ._$embed(Status.inStock) {
              guard case let .inStock(v0) = $0 else {
                return nil
              }
              return v0
            }
          }
          public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Status>]> {
            var allCasePaths: [CasePaths.PartialCaseKeyPath<Status>] = []
            allCasePaths.append(\.inStock)
            return allCasePaths.makeIterator()
          }
        }

        public static var allCasePaths: AllCasePaths {
          AllCasePaths()
        }

        public enum UIBindingEnumeration {
          case inStock(SwiftNavigation.UIBinding<Int>)
        }

        public static func _$caseBinding(
          _ binding: SwiftNavigation.UIBinding<Self>
        ) -> UIBindingEnumeration {
          let value = binding.wrappedValue
          switch value {
          case .inStock:
            return .inStock(binding._$case(\.inStock, in: value))
          }
        }
      }

      extension Status: CasePathable, CasePathIterable {
      }
      """#
    }
  }

  @Test func theExtensionsKeepTheEnumsAvailability() {
    assertMacro {
      """
      @available(macOS 15, *)
      @CaseBindable
      public enum Status {
        case discontinued
      }
      """
    } expansion: {
      #"""
      @available(macOS 15, *)
      public enum Status {
        case discontinued

        public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
          public subscript(root: Status) -> CasePaths.PartialCaseKeyPath<Status> {
            if root.is(\.discontinued) {
              return \.discontinued
            }
            return \.never
          }
          public var discontinued: CasePaths.AnyCasePath<Status, Void> {
            ._$embed({
                Status.discontinued
              }) {
              guard case .discontinued = $0 else {
                return nil
              }
              return ()
            }
          }
          public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Status>]> {
            var allCasePaths: [CasePaths.PartialCaseKeyPath<Status>] = []
            allCasePaths.append(\.discontinued)
            return allCasePaths.makeIterator()
          }
        }

        public static var allCasePaths: AllCasePaths {
          AllCasePaths()
        }

        public enum UIBindingEnumeration {
          case discontinued
        }

        public static func _$caseBinding(
          _ binding: SwiftNavigation.UIBinding<Self>
        ) -> UIBindingEnumeration {
          let value = binding.wrappedValue
          switch value {
          case .discontinued:
            return .discontinued
          }
        }
      }

      @available(macOS 15, *) extension Status: CasePathable, CasePathIterable {
      }

      @available(macOS 15, *) extension Status: SwiftNavigation.CaseBindable {
      }
      """#
    }
  }

  @Test func selfInAPayloadNamesTheEnum() {
    assertMacro {
      """
      @CaseBindable
      indirect enum Expression {
        case number(Int)
        case negated(Self)
        case sum(Self, Self)
      }
      """
    } expansion: {
      #"""
      indirect enum Expression {
        case number(Int)
        case negated(Self)
        case sum(Self, Self)

        public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
          public subscript(root: Expression) -> CasePaths.PartialCaseKeyPath<Expression> {
            if root.is(\.number) {
              return \.number
            }
            if root.is(\.negated) {
              return \.negated
            }
            if root.is(\.sum) {
              return \.sum
            }
            return \.never
          }
          public var number: CasePaths.AnyCasePath<Expression, Int> {
            ._$embed(Expression.number) {
              guard case let .number(v0) = $0 else {
                return nil
              }
              return v0
            }
          }
          public var negated: CasePaths.AnyCasePath<Expression, Expression> {
            ._$embed(Expression.negated) {
              guard case let .negated(v0) = $0 else {
                return nil
              }
              return v0
            }
          }
          public var sum: CasePaths.AnyCasePath<Expression, (Expression, Expression)> {
            ._$embed(Expression.sum) {
              guard case let .sum(v0, v1) = $0 else {
                return nil
              }
              return (v0, v1)
            }
          }
          public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Expression>]> {
            var allCasePaths: [CasePaths.PartialCaseKeyPath<Expression>] = []
            allCasePaths.append(\.number)
            allCasePaths.append(\.negated)
            allCasePaths.append(\.sum)
            return allCasePaths.makeIterator()
          }
        }

        public static var allCasePaths: AllCasePaths {
          AllCasePaths()
        }

        public enum UIBindingEnumeration {
          case number(SwiftNavigation.UIBinding<Int>)
          case negated(SwiftNavigation.UIBinding<Expression>)
          case sum(SwiftNavigation.UIBinding<(Expression, Expression)>)
        }

        public static func _$caseBinding(
          _ binding: SwiftNavigation.UIBinding<Self>
        ) -> UIBindingEnumeration {
          let value = binding.wrappedValue
          switch value {
          case .number:
            return .number(binding._$case(\.number, in: value))
          case .negated:
            return .negated(binding._$case(\.negated, in: value))
          case .sum:
            return .sum(binding._$case(\.sum, in: value))
          }
        }
      }

      extension Expression: CasePathable, CasePathIterable {
      }

      extension Expression: SwiftNavigation.CaseBindable {
      }
      """#
    }
  }

  @Test func aStructIsAnError() {
    assertMacro {
      """
      @CaseBindable
      struct Status {
      }
      """
    } diagnostics: {
      """
      @CaseBindable
      ┬────────────
      ╰─ 🛑 '@CaseBindable' can only be applied to enums
      struct Status {
      }
      """
    }
  }

  @Test func anOverloadedCaseNameIsAnError() {
    assertMacro {
      """
      @CaseBindable
      enum Status {
        case inStock(quantity: Int)
        case inStock(count: Int)
      }
      """
    } diagnostics: {
      """
      @CaseBindable
      enum Status {
        case inStock(quantity: Int)
        case inStock(count: Int)
             ┬──────
             ╰─ 🛑 '@CasePathable' cannot be applied to overloaded case name 'inStock'
      }
      """
    }
  }
}
