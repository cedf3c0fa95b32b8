import SwiftUI

final class UploadModel: ObservableObject {
    @Published var progress = 0.0
}

final class LegacyUploadModel: ObservableObject {
    @Published var progress = 0.0
}

struct UploadView: View {
    @MainActor @StateObject var model = UploadModel()

    @available(*, deprecated, message: "Use model instead")
    @StateObject var legacyModel = LegacyUploadModel()

    #if DEBUG
    @available(*, deprecated, message: "Debug builds only")
    #endif
    @StateObject var debugModel = UploadModel()

    var body: some View {
        ProgressView(value: model.progress)
    }
}
