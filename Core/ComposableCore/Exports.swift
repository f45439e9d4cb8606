@_exported import CasePaths
@_exported import ComposableNavigation
@_exported import ComposablePerception
@_exported import Dependencies
@_exported import IdentifiedCollections
