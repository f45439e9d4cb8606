import SwiftSyntax

extension DeclSyntaxProtocol {
  /// The name a type, function or variable declares, or `nil`.
  var declaredName: String? {
    if let decl = self.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ActorDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ProtocolDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(TypeAliasDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(FunctionDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(MacroExpansionDeclSyntax.self) { return "#" + decl.macroName.text }
    if let decl = self.as(VariableDeclSyntax.self) {
      return decl.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
    return nil
  }

  /// Whether this declares a nominal type (its name can be used elsewhere as a type).
  var isTypeDeclaration: Bool {
    self.is(StructDeclSyntax.self) || self.is(ClassDeclSyntax.self)
      || self.is(EnumDeclSyntax.self) || self.is(ActorDeclSyntax.self)
      || self.is(ProtocolDeclSyntax.self) || self.is(TypeAliasDeclSyntax.self)
  }

  /// The names in the inheritance clause, last component only (`SwiftUI.View` is `View`).
  var inheritedNames: [String] {
    let clause: InheritanceClauseSyntax?
    switch Syntax(self).as(SyntaxEnum.self) {
    case .structDecl(let decl): clause = decl.inheritanceClause
    case .classDecl(let decl): clause = decl.inheritanceClause
    case .enumDecl(let decl): clause = decl.inheritanceClause
    case .actorDecl(let decl): clause = decl.inheritanceClause
    case .protocolDecl(let decl): clause = decl.inheritanceClause
    case .extensionDecl(let decl): clause = decl.inheritanceClause
    default: clause = nil
    }
    return clause?.inheritedTypes.map { $0.type.lastName } ?? []
  }

  /// The attribute names, without `@` (`Reducer`, `MainActor`).
  var attributeNames: [String] {
    let attributes =
      self.asProtocol(WithAttributesSyntax.self)?.attributes ?? AttributeListSyntax([])
    return attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.lastName }
  }

  /// How a report names the declaration: `struct CounterView`, `extension CounterView`.
  var summary: String {
    if let decl = self.as(ExtensionDeclSyntax.self) {
      return "extension \(decl.extendedType.trimmedDescription)"
    }
    if let decl = self.as(ImportDeclSyntax.self) {
      return "import \(decl.path.trimmedDescription)"
    }
    if let decl = self.as(InitializerDeclSyntax.self) {
      return "init\(decl.signature.parameterClause.trimmedDescription)"
    }
    if let decl = self.as(EnumCaseDeclSyntax.self) {
      return "case " + decl.elements.map(\.name.text).joined(separator: ", ")
    }
    if let decl = self.as(SubscriptDeclSyntax.self) {
      return "subscript\(decl.parameterClause.trimmedDescription)"
    }
    let keyword: String
    switch Syntax(self).as(SyntaxEnum.self) {
    case .structDecl: keyword = "struct"
    case .classDecl: keyword = "class"
    case .enumDecl: keyword = "enum"
    case .actorDecl: keyword = "actor"
    case .protocolDecl: keyword = "protocol"
    case .typeAliasDecl: keyword = "typealias"
    case .functionDecl: keyword = "func"
    case .variableDecl(let decl): keyword = decl.bindingSpecifier.text
    case .macroExpansionDecl: return declaredName ?? "macro"
    default: keyword = "declaration"
    }
    return declaredName.map { "\(keyword) \($0)" } ?? keyword
  }

  /// Member declarations, through any `#if` clauses.
  var memberDeclarations: [MemberBlockItemSyntax] {
    guard let block = self.asProtocol(DeclGroupSyntax.self)?.memberBlock else { return [] }
    return block.members.flattenedItems
  }
}

extension MemberBlockItemListSyntax {
  /// The items, with those inside `#if` clauses in place of the `#if`.
  var flattenedItems: [MemberBlockItemSyntax] {
    flatMap { item -> [MemberBlockItemSyntax] in
      guard let ifConfig = item.decl.as(IfConfigDeclSyntax.self) else { return [item] }
      return ifConfig.clauses.flatMap { clause -> [MemberBlockItemSyntax] in
        guard case .decls(let decls) = clause.elements else { return [] }
        return decls.flattenedItems
      }
    }
  }
}

extension CodeBlockItemListSyntax {
  /// The declarations, with those inside `#if` clauses in place of the `#if`.
  var flattenedDeclarations: [DeclSyntax] {
    flatMap { item -> [DeclSyntax] in
      if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
        return ifConfig.clauses.flatMap { clause -> [DeclSyntax] in
          guard case .statements(let items) = clause.elements else { return [] }
          return items.flattenedDeclarations
        }
      }
      return item.item.as(DeclSyntax.self).map { [$0] } ?? []
    }
  }
}

extension TypeSyntax {
  /// The last component of a type's name: `View` for `SwiftUI.View`, `Feature` for `Feature<T>`.
  var lastName: String {
    if let type = self.as(IdentifierTypeSyntax.self) { return type.name.text }
    if let type = self.as(MemberTypeSyntax.self) { return type.name.text }
    if let type = self.as(AttributedTypeSyntax.self) { return type.baseType.lastName }
    return trimmedDescription
  }
}
