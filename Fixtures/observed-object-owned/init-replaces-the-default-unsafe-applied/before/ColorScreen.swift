import Combine
import SwiftUI

final class ColorModel: ObservableObject {
    @Published var color = "red"
    let onExit: () -> Void

    init(onExit: @escaping () -> Void = {}) {
        self.onExit = onExit
    }
}

/// `init` replaces the default with an object built from what it is given.
public struct ColorScreen: View {
    @ObservedObject var model = ColorModel()

    public init(onExit: @escaping () -> Void = {}) {
        model = ColorModel(onExit: onExit)
    }

    public var body: some View {
        Text(model.color)
            .onTapGesture { model.onExit() }
    }
}
