import SwiftUI

/// A popup any list of choices can drive.
protocol ChoicePopupModel: ObservableObject {
    var title: String { get }
    var choices: [String] { get }
    func choose(_ choice: String)
}

struct ChoicePopup<Model: ChoicePopupModel>: View {
    @StateObject private var model: Model

    init(model: Model) {
        _model = StateObject(wrappedValue: model)
    }

    var body: some View {
        VStack {
            Text(model.title)
            ForEach(model.choices, id: \.self) { choice in
                Button(choice) { model.choose(choice) }
            }
        }
    }
}
