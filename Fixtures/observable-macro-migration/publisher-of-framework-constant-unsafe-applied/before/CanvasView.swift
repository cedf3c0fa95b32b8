import SwiftUI

struct CanvasView: View {
    @ObservedObject var model: CanvasModel
    @State private var moves = 0

    var body: some View {
        Text("\(moves) moves since \(model.openedAt)")
            .foregroundColor(model.tint)
            .onReceive(model.$scrollOffset) { _ in moves += 1 }
            .onReceive(model.$openedAt) { _ in moves = 0 }
            .onReceive(model.$tint) { _ in moves = 0 }
    }
}
