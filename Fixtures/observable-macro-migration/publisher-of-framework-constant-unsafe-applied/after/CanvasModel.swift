import Combine
import Foundation
import SwiftUI

@Observable
final class CanvasModel {
    var scrollOffset = CGPoint.zero {
        willSet { scrollOffsetSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var scrollOffsetSubject = CurrentValueSubject<CGPoint, Never>(scrollOffset)
    var scrollOffsetPublisher: AnyPublisher<CGPoint, Never> { scrollOffsetSubject.eraseToAnyPublisher() }
    var openedAt = Date.now {
        willSet { openedAtSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var openedAtSubject = CurrentValueSubject<Date, Never>(openedAt)
    var openedAtPublisher: AnyPublisher<Date, Never> { openedAtSubject.eraseToAnyPublisher() }
    var tint = Color.red {
        willSet { tintSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var tintSubject = CurrentValueSubject<Color, Never>(tint)
    var tintPublisher: AnyPublisher<Color, Never> { tintSubject.eraseToAnyPublisher() }
}
