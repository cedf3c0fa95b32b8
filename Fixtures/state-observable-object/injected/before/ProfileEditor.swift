import SwiftUI

final class ProfileModel: ObservableObject {
    @Published var name: String

    init(name: String) {
        self.name = name
    }
}

struct ProfileEditor: View {
    @ObservedObject var model: ProfileModel
    @State private var draftName: String
    @State private var isEditing = false

    init(model: ProfileModel) {
        self.model = model
        _draftName = State(initialValue: model.name)
    }

    var body: some View {
        VStack {
            TextField("Name", text: $draftName)
            Button(isEditing ? "Save" : "Edit") {
                if isEditing {
                    model.name = draftName
                }
                isEditing.toggle()
            }
        }
    }
}
