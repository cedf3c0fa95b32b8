import SwiftUI

struct UploadView: View {
    @StateObject private var model: UploadModel

    init(id: String) {
        _model = StateObject(wrappedValue: UploadModel(id))
    }

    var body: some View {
        List(model.files, id: \.self) { Text($0) }
    }
}
