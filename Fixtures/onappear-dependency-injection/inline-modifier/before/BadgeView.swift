import SwiftUI

final class BadgeModel: ObservableObject {
    @Published var count = 0
    var title: String = ""
}

struct BadgeView: View {
    var title: String
    var tint: Color = .red
    @StateObject private var model = BadgeModel()

    var body: some View {
        Text(model.title).foregroundColor(tint).onAppear { model.title = title }.padding()
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
