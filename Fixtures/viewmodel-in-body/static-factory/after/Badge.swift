import SwiftUI

final class BadgeModel: ObservableObject {
    @Published var count: Int

    init(count: Int) {
        self.count = count
    }

    static func make(count: Int) -> BadgeModel {
        BadgeModel(count: count)
    }
}

struct BadgeView: View {
    @StateObject private var model: BadgeModel

    init(model: @autoclosure @escaping () -> BadgeModel) {
        _model = StateObject(wrappedValue: model())
    }

    var body: some View {
        Text("\(model.count)")
            .onTapGesture { model.count += 1 }
    }
}

struct ToolbarView: View {
    let unread: Int

    var body: some View {
        HStack {
            BadgeView(model: .make(count: unread))
            BadgeView(model: BadgeModel.make(count: 0))
        }
    }
}
