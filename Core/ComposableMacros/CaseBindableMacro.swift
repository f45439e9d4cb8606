import CasePathsMacrosSupport
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@CaseBindable`: makes an enum case pathable, as `@CasePathable` does (through case-paths' own
/// expansion, which leaves the work to an `@CasePathable` beside it), and writes its
/// `UIBindingEnumeration`, one case per case of the enum holding a binding to its payload, with the
/// `_$caseBinding` that picks the case a binding is in.
public enum CaseBindableMacro {}

extension CaseBindableMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(EnumDeclSyntax.self) else { return [] }
    let isCaseBindable = { (type: TypeSyntax) in
      type.trimmedDescription.split(separator: ".").last == "CaseBindable"
    }
    var extensions = try CasePathableMacro.expansion(
      of: node, attachedTo: declaration, providingExtensionsOf: type,
      conformingTo: protocols.filter { !isCaseBindable($0) }, in: context)
    if protocols.contains(where: isCaseBindable), !declaration.inherits(from: "CaseBindable") {
      extensions.append(
        try ExtensionDeclSyntax(
          """
          \(declaration.attributes.availability)extension \(type.trimmed): \
          SwiftNavigation.CaseBindable {}
          """))
    }
    return extensions
  }
}

extension CaseBindableMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroDiagnostic.error(
            "caseBindableNotAnEnum", "'@CaseBindable' can only be applied to enums")))
      return []
    }
    var members = try CasePathableMacro.expansion(
      of: node, providingMembersOf: declaration, in: context)
    let cases = enumDecl.memberBlock.members
      .flatMap { $0.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] }
      .map { BindableCase($0, in: enumDecl.name.trimmed.text) }
    members.append(
      """
      public enum UIBindingEnumeration {
      \(raw: cases.map(\.enumerationCase).joined(separator: "\n"))
      }
      """)
    members.append(
      """
      public static func _$caseBinding(
      _ binding: SwiftNavigation.UIBinding<Self>
      ) -> UIBindingEnumeration {
      let value = binding.wrappedValue
      switch value {
      \(raw: cases.map(\.switchCase).joined(separator: "\n"))
      }
      }
      """)
    return members
  }
}

/// One case of a `@CaseBindable` enum, as its binding enumeration spells it.
private struct BindableCase {
  let enumerationCase: String
  let switchCase: String

  init(_ element: EnumCaseElementSyntax, in enumName: String) {
    let name = element.name.trimmedDescription
    guard element.parameterClause.map({ !$0.parameters.isEmpty }) ?? false else {
      enumerationCase = "case \(name)"
      switchCase = "case .\(name): return .\(name)"
      return
    }
    // NB: In the nested enumeration, `Self` would name the enumeration, not the enum.
    let payload = SelfRenamer(enumName).rewrite(CasePathableMacro.valueType(for: element))
    enumerationCase = "case \(name)(SwiftNavigation.UIBinding<\(payload.trimmedDescription)>)"
    switchCase = "case .\(name): return .\(name)(binding._$case(\\.\(name), in: value))"
  }
}

/// Spells `Self` in a payload type as the enum's name.
private final class SelfRenamer: SyntaxRewriter {
  let enumName: String

  init(_ enumName: String) {
    self.enumName = enumName
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    guard node.name.tokenKind == .keyword(.Self) else { return super.visit(node) }
    let name = TokenSyntax.identifier(
      enumName, leadingTrivia: node.name.leadingTrivia, trailingTrivia: node.name.trailingTrivia)
    return TypeSyntax(node.with(\.name, name))
  }
}
