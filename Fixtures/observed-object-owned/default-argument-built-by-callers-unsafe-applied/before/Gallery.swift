import SwiftUI

struct Theme {
    var accent = 0
}

final class SwatchModel: ObservableObject {
    @Published var accent: Int

    init(theme: Theme = Theme()) {
        accent = theme.accent
    }
}

/// Built by a story's content function with the theme it is given, which may change.
struct SwatchView: View {
    @ObservedObject private var viewModel: SwatchModel

    init(viewModel: SwatchModel = SwatchModel()) {
        self.viewModel = viewModel
    }

    var body: some View {
        Text("\(viewModel.accent)")
    }
}

enum SwatchStory {
    @ViewBuilder
    static func content(theme: Theme) -> some View {
        SwatchView(viewModel: SwatchModel(theme: theme))
    }
}

final class LegendModel: ObservableObject {
    @Published var title: String

    init(title: String = "") {
        self.title = title
    }
}

/// Built in a sheet, which builds the view it presents once.
struct LegendView: View {
    @ObservedObject var model: LegendModel

    init(model: LegendModel = LegendModel()) {
        self.model = model
    }

    var body: some View {
        Text(model.title)
    }
}

struct GalleryView: View {
    @State private var showsLegend = false
    let theme: Theme

    var body: some View {
        VStack {
            SwatchStory.content(theme: theme)
            SwatchView()
            Button("Legend") { showsLegend = true }
        }
        .sheet(isPresented: $showsLegend) {
            LegendView(model: LegendModel(title: "Legend"))
        }
    }
}
