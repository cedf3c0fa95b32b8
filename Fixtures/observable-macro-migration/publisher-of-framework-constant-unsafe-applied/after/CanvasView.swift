import SwiftUI

struct CanvasView: View {
    var model: CanvasModel
    @State private var moves = 0

    var body: some View {
        Text("\(moves) moves since \(model.openedAt)")
            .foregroundColor(model.tint)
            .onReceive(model.scrollOffsetPublisher) { _ in moves += 1 }
            .onReceive(model.openedAtPublisher) { _ in moves = 0 }
            .onReceive(model.tintPublisher) { _ in moves = 0 }
    }
}
