import SwiftUI

final class DetailModel: ObservableObject {
    init(title: String, onSave: @escaping () -> Void, onCancel: @escaping () -> Void) {}
}

struct DetailView: View {
    @StateObject private var viewModel: DetailModel

    init(title: String, onSave: @escaping () -> Void, onCancel: @escaping () -> Void) {
        _viewModel = StateObject(wrappedValue: DetailModel(title: title, onSave: onSave, onCancel: onCancel))
    }

    var body: some View { Text("") }
}

/// The argument under the model's parenthesis follows it; the closures' bodies, indented from
/// the statement's line, stay.
struct Parent: View {
    let titles: [String]
    var body: some View {
        NavigationStack {
            List(titles, id: \.self) { title in
                NavigationLink(title) {
                    DetailView(title: title,
                               onSave: {
                        print("saved \(title)")
                    }, onCancel: {
                        print("cancelled")
                    })
                }
            }
        }
    }
}
