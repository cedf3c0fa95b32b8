import SwiftUI

final class BadgeModel: ObservableObject {
    @Published var count = 0
    var title: String = ""

    init(title: String = "") {
        self.title = title
    }
}

struct BadgeView: View {
    var title: String
    var tint: Color = .red
    @StateObject private var model: BadgeModel

    init(title: String, tint: Color = .red) {
        self.title = title
        self.tint = tint
        _model = StateObject(wrappedValue: BadgeModel(title: title))
    }

    var body: some View {
        Text(model.title).foregroundColor(tint).padding()
    }
}

struct BadgeList: View {
    var body: some View {
        VStack {
            BadgeView(title: "New")
            BadgeView(title: "Sale", tint: .blue)
        }
    }
}
