// A stand-in for the parts of Apple's UIKit that fixtures use, with the real signatures.
// UIKit does not exist on Linux; on iOS `import SwiftUI` brings it in, as the SwiftUI stand-in does.
@_exported import Foundation

@MainActor @preconcurrency
open class UIResponder: NSObject {}

@MainActor @preconcurrency
public protocol UIApplicationDelegate: NSObjectProtocol {}

@MainActor @preconcurrency
open class UIApplication: UIResponder {
    open class var shared: UIApplication { fatalError() }
    unowned(unsafe) open var delegate: (any UIApplicationDelegate)?
}

@MainActor @preconcurrency
public protocol UIScrollViewDelegate: NSObjectProtocol {}
