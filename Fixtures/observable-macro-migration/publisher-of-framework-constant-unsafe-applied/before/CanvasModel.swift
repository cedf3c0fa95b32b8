import Combine
import Foundation
import SwiftUI

final class CanvasModel: ObservableObject {
    @Published var scrollOffset = CGPoint.zero
    @Published var openedAt = Date.now
    @Published var tint = Color.red
}
