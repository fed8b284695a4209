// The shared upload part and what a section needs with it.
export { FileUpload, type FileUploadProps } from './FileUpload';
export { privateFileUrl, uploadFile, type Uploader } from './send';
