import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@UITransactionEntry`: turns a property of a `UITransaction` extension into a value of the
/// transaction, writing a private key type whose default is the property's initial value.
public enum UITransactionEntryMacro {}

extension UITransactionEntryMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let entry = Entry(declaration) else { return [] }
    return [
      "get { self[\(raw: entry.keyName).self] }",
      "set { self[\(raw: entry.keyName).self] = newValue }",
      "_modify { yield &self[\(raw: entry.keyName).self] }",
    ]
  }
}

extension UITransactionEntryMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let entry = Entry(declaration) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroDiagnostic.error(
            "transactionEntryNotAVar",
            "'@UITransactionEntry' applies to a 'var' with a single name and no accessors")))
      return []
    }
    let type = entry.type.map { ": \($0)" } ?? ""
    guard let value = entry.initialValue ?? (entry.isOptional ? "nil" : nil) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroDiagnostic.error(
            "transactionEntryWithoutDefault",
            "'@UITransactionEntry' needs a default value, or an optional type that defaults to nil"
          )))
      return []
    }
    return [
      """
      private enum \(raw: entry.keyName): SwiftNavigation.UITransactionKey {
        static let defaultValue\(raw: type) = \(raw: value)
      }
      """
    ]
  }
}

/// What `@UITransactionEntry` reads from the property it is applied to.
private struct Entry {
  let keyName: String
  let type: String?
  let initialValue: String?

  var isOptional: Bool {
    guard let type else { return false }
    return type.hasSuffix("?") || type.hasPrefix("Optional<")
  }

  init?(_ declaration: some DeclSyntaxProtocol) {
    guard let property = declaration.as(VariableDeclSyntax.self),
      property.bindingSpecifier.tokenKind == .keyword(.var),
      property.bindings.count == 1, let binding = property.bindings.first,
      binding.accessorBlock == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else { return nil }
    keyName = "__Key_\(name)"
    type = binding.typeAnnotation?.type.trimmedDescription
    initialValue = binding.initializer?.value.trimmedDescription
  }
}
